/**
 * `npm run backup [-- <folder>]`: saves the database the environment names (DATABASE_URL, else PGlite under
 * DATA_DIR) and every uploaded file (local disk or S3, as the API is configured) into `<folder>/inbest-<UTC time>/`
 * (folder default ./backups). On PGlite the API must be stopped: the embedded database has one process at a time.
 */
import { BackupError, createBackup, databaseLocationFromEnv } from '#server/backup/backup';
import { storageFromEnv } from '#server/storage/storage-config';
import { findPostgresClientTool } from './postgres-cluster';

const parentDir = process.argv[2] ?? process.env.BACKUP_DIR ?? './backups';
const started = performance.now();
try {
  const { dir, manifest } = await createBackup({
    database: databaseLocationFromEnv(process.env, findPostgresClientTool),
    storage: storageFromEnv().storage,
    parentDir,
  });
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Copia de seguridad en ${dir}: ${manifest.database.kind} (${rows} filas, migración ` +
      `${manifest.database.migrations.latest}), ${manifest.storage.files.length} archivos, ` +
      `${Math.round(performance.now() - started)} ms.`
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
