import { defineProject } from 'vitest/config';
import { gameIcons } from './build/gameIcons';
import { ICON_NAMES } from './src/assets/iconNames';

export default defineProject({
  plugins: [gameIcons(ICON_NAMES)],
  resolve: { conditions: ['source'] },
  test: {
    name: 'client',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    passWithNoTests: true,
  },
});
