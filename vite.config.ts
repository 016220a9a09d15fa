import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy } from './server/lib/security-headers';
import { webAppOrigins, webContentSecurityPolicy } from './server/web/content-security-policy';

// The dev server runs React Refresh's inline preamble and injects styles, so it gets every header but a script
// policy; the preview of the build gets the production policy.
const devHeaders = {
  ...BASE_SECURITY_HEADERS,
  'Content-Security-Policy': contentSecurityPolicy({ 'frame-ancestors': ["'none'"] }),
};
const previewHeaders = {
  ...BASE_SECURITY_HEADERS,
  'Content-Security-Policy': webContentSecurityPolicy(webAppOrigins()),
};

// The web app is a static bundle; the API and the identity provider run as their own processes.
export default defineConfig({
  plugins: [react()],
  server: { port: 3000, strictPort: true, headers: devHeaders },
  preview: { port: 3000, strictPort: true, headers: previewHeaders },
  build: { outDir: 'dist', sourcemap: true },
});
