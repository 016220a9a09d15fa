import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Views render a projection and send events; the page machine starts and wires every actor (ARCHITECTURE.md).
const VIEW_RULE =
  'Views never start or watch actors: the page machine spawns them and the view reads its snapshot.';

const VIEW_SYNTAX = [
  { selector: "CallExpression[callee.name='createActor']", message: VIEW_RULE },
  { selector: "MemberExpression[property.name='getSnapshot']", message: VIEW_RULE },
  { selector: "CallExpression[callee.property.name='subscribe']", message: VIEW_RULE },
  { selector: "CallExpression[callee.property.name='on']", message: VIEW_RULE },
];

/** `inbest/one-actor-per-screen`: a screen holds its page machine's actor and no other. */
const oneActorPerScreen = {
  meta: {
    type: 'problem',
    messages: { second: 'A screen starts one actor, its page machine; spawn this one there.' },
  },
  create(context) {
    let seen = 0;
    return {
      'CallExpression[callee.name="useActorRef"]'(node) {
        seen += 1;
        if (seen > 1) context.report({ node, messageId: 'second' });
      },
    };
  },
};

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
    // Views never create, read or subscribe to actors themselves (the app root, which starts the app-wide auth and
    // health actors, and the inspector's useActorRef wrapper are the exceptions). useActorRef is for screen files.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.{ts,tsx}', 'src/ui/app.tsx', 'src/ui/dev/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'xstate', importNames: ['createActor', 'interpret'], message: VIEW_RULE }],
          patterns: [
            { group: ['#server/*', '**/server/**'], message: 'The web app never imports server code.' },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...VIEW_SYNTAX],
    },
  },
  {
    // Only a screen file (…-screen.tsx) starts an actor, and only one: its page machine (inbest/one-actor-per-screen).
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: [
      'src/ui/**/*.test.{ts,tsx}',
      'src/ui/app.tsx',
      'src/ui/dev/**',
      'src/ui/screens/**/*-screen.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...VIEW_SYNTAX,
        {
          selector: "CallExpression[callee.name='useActorRef']",
          message:
            'Only a screen file starts an actor (its page machine); take this ref from the page snapshot.',
        },
      ],
    },
  },
  {
    files: ['src/ui/screens/**/*-screen.tsx'],
    plugins: { inbest: { rules: { 'one-actor-per-screen': oneActorPerScreen } } },
    rules: { 'inbest/one-actor-per-screen': 'error' },
  },
  {
    // A screen file that outgrows a head is split into its sections (ARCHITECTURE.md: under 300 lines).
    files: ['src/ui/screens/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 299, skipBlankLines: false, skipComments: false }] },
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
