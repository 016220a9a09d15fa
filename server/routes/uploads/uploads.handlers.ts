import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { FILE_TYPES, isFileMimeType } from '#domain/upload';
import type { AppEnv } from '#server/lib/app-env';
import { forbidden, notFound } from '#server/lib/http-error';
import {
  completeUpload,
  createUploadUrl,
  isPendingKey,
  readCompletionToken,
  storeUploads,
  type IncomingFile,
  type UploadsContext,
} from '#server/services/uploads';
import { LocalFileStorage } from '#server/storage/local-storage';
import { IMMUTABLE_CACHE_CONTROL } from '#server/storage/storage';
import type * as routes from './uploads.routes';

const FILE_FIELD = /^(file|files|files\[\]|files\[\d+\])$/;

/** Files of a parsed multipart body in the order sent: `file` (repeatable) first, then `files[0]`, `files[1]`, … */
async function filesOf(form: Record<string, unknown>): Promise<IncomingFile[]> {
  const index = (name: string) => Number(/\[(\d+)\]$/.exec(name)?.[1] ?? -1);
  const fields = Object.keys(form)
    .filter((name) => FILE_FIELD.test(name))
    .sort((a, b) => index(a) - index(b));
  const files: File[] = fields.flatMap((name) => {
    const value = form[name];
    return (Array.isArray(value) ? value : [value]).filter((v): v is File => v instanceof File);
  });
  return Promise.all(
    files.map(async (f) => ({
      filename: f.name,
      bytes: new Uint8Array(await f.arrayBuffer()),
      claimedType: f.type,
    }))
  );
}

/** Reads a request body, giving up as soon as it passes `max` bytes. */
async function readAtMost(c: Context, max: number): Promise<Uint8Array | 'too-large'> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > max) return 'too-large';
  const reader = c.req.raw.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Handlers of the upload routes, bound to one storage. */
export function uploadHandlers(ctx: UploadsContext) {
  const uploadFile: RouteHandler<typeof routes.uploadFile, AppEnv> = async (c) => {
    const form = c.req.valid('form');
    const files = await storeUploads(
      ctx,
      { companyId: form.company_id, folder: form.folder, policy: form.policy },
      await filesOf(form)
    );
    const [first] = files;
    return c.json(
      {
        success: true as const,
        url: first!.url,
        thumbnail_url: first!.thumbnail_url,
        urls: files.map((f) => f.url),
        files,
      },
      200
    );
  };

  const generateUploadUrl: RouteHandler<typeof routes.generateUploadUrl, AppEnv> = async (c) => {
    const body = c.req.valid('json');
    return c.json(await createUploadUrl(ctx, c.var.caller, body), 200);
  };

  const complete: RouteHandler<typeof routes.completeUpload, AppEnv> = async (c) => {
    const claims = readCompletionToken(ctx, c.req.valid('json').upload_token, c.var.caller.userId);
    return c.json({ success: true as const, ...(await completeUpload(ctx, claims)) }, 200);
  };

  const putSigned: RouteHandler<typeof routes.putSignedUpload, AppEnv> = async (c) => {
    if (!(ctx.storage instanceof LocalFileStorage)) throw notFound();
    const grant = ctx.storage.verifySignedPut(c.req.valid('query').token);
    if (!grant || !isPendingKey(grant.key))
      throw forbidden('La firma de la subida no es válida o ya venció.');
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== grant.contentType) throw forbidden('El tipo de contenido no coincide con el firmado.');
    const limit = Math.min(grant.contentLength ?? grant.maxBytes, grant.maxBytes);
    const body = await readAtMost(c, limit);
    if (body === 'too-large') return c.json({ detail: 'El archivo supera el tamaño permitido.' }, 413);
    if (grant.contentLength !== null && body.byteLength !== grant.contentLength) {
      throw forbidden('El tamaño del archivo no coincide con el firmado.');
    }
    await ctx.storage.put(grant.key, body, { contentType: grant.contentType });
    return c.body(null, 200);
  };

  const getFile: RouteHandler<typeof routes.getStoredFile, AppEnv> = async (c) => {
    const { company_id, folder, name } = c.req.valid('param');
    // A name is never reused for other content, so the name itself is a strong validator.
    const etag = `"${name}"`;
    const common = {
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((t) => t.trim() === etag)
    )
      return c.body(null, 304, common);
    const file = await ctx.storage.open(`${company_id}/${folder}/${name}`);
    if (!file) throw notFound('Archivo no encontrado.');
    const document = !isFileMimeType(file.contentType) || FILE_TYPES[file.contentType].kind !== 'image';
    return c.body(file.body, 200, {
      ...common,
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Last-Modified': file.lastModified.toUTCString(),
      // Nothing served from here may run as a page, whatever a crafted file contains.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': document ? `attachment; filename="${name}"` : 'inline',
    });
  };

  return { uploadFile, generateUploadUrl, complete, putSigned, getFile };
}
