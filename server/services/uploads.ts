import { randomUUID } from 'node:crypto';
import {
  FILE_TYPES,
  UPLOAD_POLICIES,
  displayFileName,
  invalidTypeMessage,
  policyAllows,
  rejectionMessage,
  sniffFileType,
  type FileMimeType,
  type UploadFolder,
  type UploadPolicy,
  type UploadPolicyName,
  type UploadUrl,
  type UploadUrlRequest,
  type UploadedFile,
} from '#domain/upload';
import { forbidden, HttpError, notFound } from '#server/lib/http-error';
import { signPayload, verifyPayload } from '#server/storage/signing';
import { IMMUTABLE_CACHE_CONTROL, type FileStorage } from '#server/storage/storage';
import { makeThumbnail, thumbnailKeyOf } from '#server/storage/thumbnail';

/** What the upload routes work with: where files go and the secret that signs upload permissions. */
export type UploadsContext = {
  storage: FileStorage;
  secret: string;
  /** Seconds a signed upload URL and its completion token stay valid. */
  uploadTtlSeconds?: number;
};

const DEFAULT_TTL_SECONDS = 15 * 60;
const PENDING_PREFIX = 'pending/';

/** A file as received, before any check. */
export type IncomingFile = { filename: string; bytes: Uint8Array; claimedType?: string };

type Inspected = { filename: string; bytes: Uint8Array; type: FileMimeType; thumbnail: Uint8Array | null };

const refuse = (message: string) => new HttpError(422, message);

/**
 * Checks one file against a policy: not empty, not above the size limit, a type the policy allows according to
 * its magic bytes (and the one it claimed, when it claimed one), and for images that it really decodes.
 */
async function inspect(file: IncomingFile, policy: UploadPolicy): Promise<Inspected> {
  const filename = displayFileName(file.filename);
  if (file.bytes.byteLength === 0) throw refuse(rejectionMessage('file-too-small', filename, policy));
  if (file.bytes.byteLength > policy.maxBytes)
    throw refuse(rejectionMessage('file-too-large', filename, policy));
  const type = sniffFileType(file.bytes);
  const claimed = file.claimedType?.split(';')[0]?.trim().toLowerCase();
  const claimMatches =
    claimed === undefined || claimed === '' || claimed === 'application/octet-stream' || claimed === type;
  if (!type || !policyAllows(policy, type) || !claimMatches) {
    throw refuse(invalidTypeMessage(filename, policy, claimed || undefined));
  }
  let thumbnail: Uint8Array | null = null;
  if (FILE_TYPES[type].kind === 'image') {
    thumbnail = await makeThumbnail(file.bytes);
    if (!thumbnail) throw refuse(invalidTypeMessage(filename, policy, type));
  }
  return { filename, bytes: file.bytes, type, thumbnail };
}

const finalKey = (companyId: number, folder: UploadFolder, id: string, type: FileMimeType) =>
  `${companyId}/${folder}/${id}.${FILE_TYPES[type].ext}`;

function describe(
  storage: FileStorage,
  key: string,
  file: Inspected | { filename: string; type: FileMimeType; size: number }
): UploadedFile {
  const size = 'bytes' in file ? file.bytes.byteLength : file.size;
  const image = FILE_TYPES[file.type].kind === 'image';
  return {
    url: storage.publicUrl(key),
    thumbnail_url: image ? storage.publicUrl(thumbnailKeyOf(key)) : null,
    key,
    filename: file.filename,
    content_type: file.type,
    size,
  };
}

/** Writes a checked file and its thumbnail; on failure removes whatever part of it was written. */
async function write(storage: FileStorage, key: string, file: Inspected): Promise<void> {
  const written: string[] = [];
  try {
    await storage.put(key, file.bytes, { contentType: file.type, cacheControl: IMMUTABLE_CACHE_CONTROL });
    written.push(key);
    if (file.thumbnail) {
      const thumbKey = thumbnailKeyOf(key);
      await storage.put(thumbKey, file.thumbnail, {
        contentType: 'image/webp',
        cacheControl: IMMUTABLE_CACHE_CONTROL,
      });
      written.push(thumbKey);
    }
  } catch (error) {
    await Promise.allSettled(written.map((k) => storage.delete(k)));
    throw error;
  }
}

/**
 * Checks every file of a multipart upload, then stores them all under new random names in the company's folder.
 * One refused file refuses the whole request, and a failed write removes the files already written.
 */
export async function storeUploads(
  ctx: UploadsContext,
  target: { companyId: number; folder: UploadFolder; policy: UploadPolicyName },
  files: readonly IncomingFile[]
): Promise<UploadedFile[]> {
  const policy = UPLOAD_POLICIES[target.policy];
  if (files.length === 0) throw refuse('No se recibió ningún archivo.');
  if (files.length > policy.maxFiles) {
    throw refuse(`No puedes subir más de ${policy.maxFiles} archivos a la vez.`);
  }
  // One after another: thumbnails are CPU-bound and the machine has two cores.
  const inspected: Inspected[] = [];
  for (const file of files) inspected.push(await inspect(file, policy));

  const stored: UploadedFile[] = [];
  try {
    for (const file of inspected) {
      const key = finalKey(target.companyId, target.folder, randomUUID(), file.type);
      await write(ctx.storage, key, file);
      stored.push(describe(ctx.storage, key, file));
    }
  } catch (error) {
    await Promise.allSettled(
      stored.flatMap((s) => [
        ctx.storage.delete(s.key),
        ...(s.thumbnail_url ? [ctx.storage.delete(thumbnailKeyOf(s.key))] : []),
      ])
    );
    throw error;
  }
  return stored;
}

type CompletionClaims = {
  use: 'complete';
  pending: string;
  key: string;
  company: number;
  user: number;
  type: FileMimeType;
  name: string;
  policy: UploadPolicyName;
  exp: number;
};

/**
 * A signed URL to PUT one file into a pending area, the token to complete it, and the public address it will have.
 * The declared type and size are checked here already; the bytes themselves are checked on completion.
 */
export async function createUploadUrl(
  ctx: UploadsContext,
  caller: { userId: number },
  request: Required<Pick<UploadUrlRequest, 'filename' | 'filetype' | 'company_id'>> & {
    folder: UploadFolder;
    policy: UploadPolicyName;
    size?: number;
  }
): Promise<UploadUrl> {
  const policy = UPLOAD_POLICIES[request.policy];
  const filename = displayFileName(request.filename);
  const type = request.filetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!policyAllows(policy, type)) throw refuse(invalidTypeMessage(filename, policy, type));
  if (request.size !== undefined) {
    if (request.size === 0) throw refuse(rejectionMessage('file-too-small', filename, policy));
    if (request.size > policy.maxBytes) throw refuse(rejectionMessage('file-too-large', filename, policy));
  }
  void sweepPendingUploads(ctx).catch(() => undefined);

  const ttl = ctx.uploadTtlSeconds ?? DEFAULT_TTL_SECONDS;
  const id = randomUUID();
  const key = finalKey(request.company_id, request.folder, id, type);
  const pending = `${PENDING_PREFIX}${id}.${FILE_TYPES[type].ext}`;
  const signed = await ctx.storage.presignPut(pending, {
    contentType: type,
    contentLength: request.size,
    maxBytes: policy.maxBytes,
    expiresInSeconds: ttl,
  });
  const claims: CompletionClaims = {
    use: 'complete',
    pending,
    key,
    company: request.company_id,
    user: caller.userId,
    type,
    name: filename,
    policy: request.policy,
    // Completion may come a little after the PUT itself finished.
    exp: Math.floor(Date.now() / 1000) + ttl * 2,
  };
  const image = FILE_TYPES[type].kind === 'image';
  return {
    upload_url: signed.url,
    method: 'PUT',
    headers: signed.headers,
    url: ctx.storage.publicUrl(key),
    thumbnail_url: image ? ctx.storage.publicUrl(thumbnailKeyOf(key)) : null,
    key,
    upload_token: signPayload(ctx.secret, claims),
    expires_in: ttl,
  };
}

/** The claims of a completion token, or a 403 when it was forged, expired or issued to someone else. */
export function readCompletionToken(ctx: UploadsContext, token: string, userId: number): CompletionClaims {
  const claims = verifyPayload(ctx.secret, token) as Partial<CompletionClaims> | null;
  if (!claims || claims.use !== 'complete' || typeof claims.company !== 'number') {
    throw forbidden('El permiso de subida no es válido o ya venció.');
  }
  if (claims.user !== userId) throw forbidden('Este permiso de subida pertenece a otro usuario.');
  return claims as CompletionClaims;
}

/**
 * Checks the bytes PUT into the pending area exactly as a direct upload is checked, then moves them to their
 * public name with a thumbnail. Refused or not, the pending copy is removed. Completing twice answers the same.
 */
export async function completeUpload(ctx: UploadsContext, claims: CompletionClaims): Promise<UploadedFile> {
  const pending = await ctx.storage.read(claims.pending);
  if (!pending) {
    const done = await ctx.storage.read(claims.key);
    if (done)
      return describe(ctx.storage, claims.key, { filename: claims.name, type: claims.type, size: done.size });
    throw notFound('No se encontró el archivo subido. Vuelve a intentarlo.');
  }
  try {
    const file = await inspect(
      { filename: claims.name, bytes: pending.body, claimedType: claims.type },
      UPLOAD_POLICIES[claims.policy]
    );
    await write(ctx.storage, claims.key, file);
    return describe(ctx.storage, claims.key, file);
  } finally {
    await ctx.storage.delete(claims.pending);
  }
}

const lastSweep = new WeakMap<FileStorage, number>();

/** Removes pending uploads nobody completed (at most once a minute per storage). */
export async function sweepPendingUploads(ctx: UploadsContext, now = Date.now()): Promise<number> {
  const last = lastSweep.get(ctx.storage) ?? 0;
  if (now - last < 60_000) return 0;
  lastSweep.set(ctx.storage, now);
  const cutoff = now - (ctx.uploadTtlSeconds ?? DEFAULT_TTL_SECONDS) * 2 * 1000;
  const stale = (await ctx.storage.list(PENDING_PREFIX)).filter((o) => o.lastModified.getTime() < cutoff);
  await Promise.allSettled(stale.map((o) => ctx.storage.delete(o.key)));
  return stale.length;
}

/** Whether a key lies in the pending area, the only place a signed upload URL may write to. */
export const isPendingKey = (key: string) => key.startsWith(PENDING_PREFIX);
