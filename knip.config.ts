import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies fail `npm run lint`: dead code is deleted, not kept "just in case".
const config: KnipConfig = {
  entry: [
    'server/index.ts',
    'server/auth/dev-idp/main.ts',
    'server/web/main.ts',
    'scripts/*.ts',
    // Imported by path through Vite's module runner, so its glob of machine files is resolved like the app's.
    'scripts/machines/registry.ts',
    // Swapped in for @xstate/react by the dev server's inspect-actors plugin (vite.config.ts).
    'src/ui/dev/inspected-xstate-react.ts',
    // Started as its own process by bench/api.ts.
    'bench/api-server.ts',
    'tests/**/*.ts',
    'e2e/**/*.ts',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'server/**/*.{ts,tsx}',
    'scripts/**/*.ts',
    'bench/**/*.ts',
    'tests/**/*.ts',
    'e2e/**/*.ts',
  ],
  ignore: ['src/api/schema.gen.ts'],
  // An export its own file uses is not dead code, only a wider door than needed.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Loaded by file path through createRequire (the API docs page serves its static assets).
    'swagger-ui-dist',
    // Panda's config types come from PostCSS, which @pandacss/dev brings.
    'postcss',
  ],
};

export default config;
