import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': r('./src/'),
      '@schemas/': r('./schemas/'),
      '@domain/': r('./domain/'),
      '@blocks/': r('./blocks/'),
      '@fixtures/': r('./fixtures/'),
    },
  },
  server: {
    proxy: {
      '/web-api': `http://localhost:${apiPort}`,
      '/media': `http://localhost:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
});
