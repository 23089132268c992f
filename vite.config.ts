import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blueprintCssTrim } from './scripts/blueprint-css-trim.ts';

export default defineConfig({
  root: 'ui',
  publicDir: 'public',
  plugins: [react()],
  css: { postcss: { plugins: [blueprintCssTrim()] } },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/backend': { target: 'http://127.0.0.1:3000', ws: true } },
  },
});
