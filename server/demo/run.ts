import { openDatabaseFromEnv } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { storageFromEnv } from '#server/storage/storage-config';

// `npm run db:seed`: opens the database the environment names (DATABASE_URL or DATA_DIR), migrates and seeds it.
// Do not run it against a PGlite directory a running server holds: PGlite has no cross-process lock.
const started = performance.now();
const database = await openDatabaseFromEnv();
try {
  const opened = performance.now();
  const result = await seedDemoData(database.db, { storage: storageFromEnv().storage });
  const seededIn = Math.round(performance.now() - opened);
  console.log(
    result.seeded
      ? `Datos de demostración creados en ${seededIn} ms (${database.kind}).`
      : `La base de datos ya tenía los datos de demostración; no se cambió nada (${database.kind}).`
  );
  console.table(result.counts);
  console.log(`Tiempo total: ${Math.round(performance.now() - started)} ms`);
} finally {
  await database.close();
}
