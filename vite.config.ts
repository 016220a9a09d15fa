import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app is a static bundle; the API and the identity provider run as their own processes.
export default defineConfig({
  plugins: [react()],
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  build: { outDir: 'dist', sourcemap: true },
});
