import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'styled-system',
      'data',
      'test-results',
      'playwright-report',
      'src/api/schema.gen.ts',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One direction of imports: ui → machines → api → generated; src never reaches into the server.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/*', '**/server/**'], message: 'The web app never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@xstate/*', 'xstate'],
              message: 'domain/ is pure: no React or state machines.',
            },
            {
              group: ['node:*', '#api/*', '#machines/*', '#ui/*', '#server/*'],
              message: 'domain/ imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#machines/*', '#ui/*', '#server/*'], message: 'api/ sits below machines and ui.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    ignores: ['src/machines/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#ui/*', '#server/*'], message: 'machines/ never import views.' }] },
      ],
    },
  },
  {
    // server routes → services → db
    files: ['server/services/**/*.ts', 'server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/routes/**', '**/routes/**'], message: 'Services and db never import routes.' },
          ],
        },
      ],
    },
  }
);
