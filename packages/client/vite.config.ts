import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: { proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
  build: { target: 'es2022', sourcemap: true },
});
