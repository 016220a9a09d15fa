import type { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_POLICIES } from '#domain/upload';
import type { AppEnv } from '#server/lib/app-env';
import { notFound } from '#server/lib/http-error';
import type { UploadsContext } from '#server/services/uploads';
import { uploadHandlers } from './uploads.handlers';
import {
  completeUpload,
  generateUploadUrl,
  getStoredFile,
  putSignedUpload,
  uploadFile,
} from './uploads.routes';

// The largest multipart body worth reading: the most files of the most generous policy, plus the form's framing.
const MAX_MULTIPART_BYTES =
  UPLOAD_POLICIES.constructor.maxFiles * UPLOAD_POLICIES.constructor.maxBytes + 1_048_576;

/**
 * Routes that carry their own proof instead of a Bearer token: reading served files (images appear on public
 * pages) and the signed local upload PUT. Register before the authentication middleware.
 */
export function registerPublicUploads(app: OpenAPIHono<AppEnv>, ctx: UploadsContext) {
  const handlers = uploadHandlers(ctx);
  app.openapi(putSignedUpload, handlers.putSigned);
  // A malformed file address is simply a file that does not exist: no hint about what names look like.
  app.openapi(getStoredFile, handlers.getFile, (result) => {
    if (!result.success) throw notFound('Archivo no encontrado.');
    return undefined;
  });
}

/** Authenticated upload routes: direct multipart upload, signed upload URLs and their completion. */
export function registerUploads(app: OpenAPIHono<AppEnv>, ctx: UploadsContext) {
  const handlers = uploadHandlers(ctx);
  app.use(
    uploadFile.path,
    bodyLimit({
      maxSize: MAX_MULTIPART_BYTES,
      onError: (c) => c.json({ detail: 'La solicitud supera el tamaño máximo permitido.' }, 413),
    })
  );
  app.openapi(uploadFile, handlers.uploadFile);
  app.openapi(generateUploadUrl, handlers.generateUploadUrl);
  app.openapi(completeUpload, handlers.complete);
}
