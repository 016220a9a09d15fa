/**
 * `npm run restore -- <backup folder> [--force]`: brings the database the environment names (DATABASE_URL, else
 * PGlite under DATA_DIR) and the file storage back to a backup made by `npm run backup`. It refuses a database or
 * storage that already holds data unless --force. On PGlite the API must be stopped.
 */
import { BackupError, databaseLocationFromEnv, restoreBackup } from '#server/backup/backup';
import { storageFromEnv } from '#server/storage/storage-config';
import { findPostgresClientTool } from './postgres-cluster';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [backupDir] = args.filter((a) => a !== '--force');
if (!backupDir) {
  console.error(
    'Uso: npm run restore -- <carpeta de la copia> [--force]\nUsage: npm run restore -- <backup folder> [--force]'
  );
  process.exit(2);
}
const started = performance.now();
try {
  const manifest = await restoreBackup({
    backupDir,
    database: databaseLocationFromEnv(process.env, findPostgresClientTool),
    storage: storageFromEnv().storage,
    force,
  });
  console.log(
    `Restaurada la copia del ${manifest.createdAt} (${manifest.database.kind}, migración ` +
      `${manifest.database.migrations.latest}, ${manifest.storage.files.length} archivos) en ` +
      `${Math.round(performance.now() - started)} ms. La API aplica las migraciones más nuevas al iniciar.`
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
