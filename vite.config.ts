import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineStylesheet } from './scripts/build/inline-stylesheet';
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

const INSPECTED_XSTATE_REACT = fileURLToPath(
  new URL('./src/ui/dev/inspected-xstate-react.ts', import.meta.url)
);

/**
 * Dev server only: the app's imports of @xstate/react resolve to a copy whose hooks attach the Stately inspector
 * (`?inspect`), so every actor is inspectable without a line in any screen; `vite build` never applies it.
 */
function inspectActors(): Plugin {
  return {
    name: 'inbest:inspect-actors',
    apply: 'serve',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.split('?')[0];
      if (
        source !== '@xstate/react' ||
        !from ||
        from === INSPECTED_XSTATE_REACT ||
        from.includes('/node_modules/')
      ) {
        return null;
      }
      return INSPECTED_XSTATE_REACT;
    },
  };
}

const VENDOR_CHUNKS = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]/,
  },
  // The store is the portal layout's alone: grouped with XState it would ride in every public page's entry.
  { name: 'vendor-xstate-store', test: /node_modules[\\/]@xstate[\\/]store(-react)?[\\/]/ },
  { name: 'vendor-xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
  // Panda's runtime (css, cx, cva, the recipe factory), which every screen uses: one chunk, so a lazy chunk that
  // shares a part of it does not split it into several small files the entry must fetch one by one.
  {
    name: 'styled-runtime',
    test: /[\\/]styled-system[\\/](css[\\/]|helpers\.js|recipes[\\/]create-recipe\.js)/,
  },
  { name: 'vendor-auth0', test: /node_modules[\\/]@auth0[\\/]/ },
  {
    name: 'vendor-charts',
    test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|decimal\.js-light|es-toolkit|@reduxjs|redux|immer|reselect)[\\/]/,
  },
];

// The web app is a static bundle; the API and the identity provider run as their own processes.
export default defineConfig({
  plugins: [react(), inspectActors(), inlineStylesheet()],
  server: { port: 3000, strictPort: true, headers: devHeaders },
  preview: { port: 3000, strictPort: true, headers: previewHeaders },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest maps each source file to its chunk and static imports; the bundle budget test reads it.
    manifest: true,
    rolldownOptions: {
      // Panda's generated recipes compute their variant keys at the top level, which reads as a side effect: every
      // recipe would follow the barrel into the entry. They register nothing, so unused ones may be dropped.
      treeshake: { moduleSideEffects: [{ test: /[\\/]styled-system[\\/].*\.js$/, sideEffects: false }] },
      output: {
        // Libraries change less often than the app: each family gets its own content-hashed chunk, so a release
        // that only touches screens leaves the browser's cached copies valid (docs/decisions/0026).
        codeSplitting: { groups: VENDOR_CHUNKS },
      },
    },
  },
});
