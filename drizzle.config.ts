import { defineConfig } from 'drizzle-kit';

// Generation only: migrations are applied by the server at start-up (server/db/client.ts), never by drizzle-kit,
// because PGlite has no cross-process lock and the server may hold the data directory.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
