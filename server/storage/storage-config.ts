import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_PORTS, dataDir } from '#server/config';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

/** Which storage the environment asks for, with every default filled in. */
export type StorageSettings =
  | { kind: 'local'; root: string; publicBaseUrl: string; secret: string }
  | ({ kind: 's3'; secret: string } & ConstructorParameters<typeof S3FileStorage>[0]);

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Local disk under `<DATA_DIR>/uploads` unless `S3_BUCKET` is set; then the S3-compatible bucket named by
 * `S3_BUCKET`, `S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`/`S3_SECRET_ACCESS_KEY` and `S3_PUBLIC_URL`.
 */
export function readStorageSettings(
  env: NodeJS.ProcessEnv,
  defaults: { dataDir: string; publicApiUrl: string }
): StorageSettings {
  // Signed upload URLs and upload tokens live minutes: a per-process secret is enough for one API instance.
  const secret = env.UPLOAD_SIGNING_SECRET?.trim() || randomBytes(32).toString('hex');
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    return {
      kind: 'local',
      root: path.join(defaults.dataDir, 'uploads'),
      publicBaseUrl: trimSlash(env.PUBLIC_API_URL?.trim() || defaults.publicApiUrl),
      secret,
    };
  }
  const endpoint = env.S3_ENDPOINT?.trim() ? trimSlash(env.S3_ENDPOINT.trim()) : undefined;
  const region = env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1';
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  const forcePathStyle = env.S3_FORCE_PATH_STYLE
    ? env.S3_FORCE_PATH_STYLE !== 'false'
    : endpoint !== undefined;
  const defaultPublic = endpoint
    ? forcePathStyle
      ? `${endpoint}/${bucket}`
      : endpoint.replace('://', `://${bucket}.`)
    : `https://${bucket}.s3.${region}.amazonaws.com`;
  return {
    kind: 's3',
    secret,
    bucket,
    region,
    endpoint,
    forcePathStyle,
    // Without explicit keys the SDK's default chain (AWS_* variables, profiles, instance roles) applies.
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicBaseUrl: trimSlash(env.S3_PUBLIC_URL?.trim() || defaultPublic),
  };
}

/** The storage the settings describe. */
export function createStorage(settings: StorageSettings): FileStorage {
  if (settings.kind === 'local') return new LocalFileStorage(settings);
  const { kind: _kind, secret: _secret, ...s3 } = settings;
  return new S3FileStorage(s3);
}

/** The storage and signing secret the environment describes (see {@link readStorageSettings}). */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): {
  storage: FileStorage;
  secret: string;
} {
  const settings = readStorageSettings(env, {
    dataDir: dataDir(env),
    publicApiUrl: `http://localhost:${env.PORT ?? DEFAULT_PORTS.api}`,
  });
  return { storage: createStorage(settings), secret: settings.secret };
}
