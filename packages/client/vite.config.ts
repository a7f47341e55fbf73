import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { gameIcons } from './build/gameIcons';
import { ICON_NAMES } from './src/assets/iconNames';

export default defineConfig({
  plugins: [react(), gameIcons(ICON_NAMES)],
  resolve: { conditions: ['source'] },
  server: { proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
  build: { target: 'es2022', sourcemap: true },
});
