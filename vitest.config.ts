import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          // Generated-path view tests render whole screens; on a busy 2-core runner the first path of a file
          // (cold imports) can pass 5 s. Speed is the bench's business, not a test's.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'tools',
          environment: 'node',
          include: ['tests/tools/**/*.test.ts'],
          // Loading every machine and type-checking them takes seconds on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
