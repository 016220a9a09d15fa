import type { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_POLICIES } from '#domain/upload';
import type { AppEnv } from '#server/lib/app-env';
import { tooLargeDetail } from '#server/lib/body-limit';
import { notFound } from '#server/lib/http-error';
import { COMPANY_NOT_FOUND, companyIn, validatedPart } from '#server/services/company-access';
import { readCompletionToken, type UploadsContext } from '#server/services/uploads';
import { openapiWithPolicy } from '#server/policy/policy-route';
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
const MULTIPART_LIMIT_LABEL = `${UPLOAD_POLICIES.constructor.maxFiles} archivos de ${UPLOAD_POLICIES.constructor.sizeLabel}`;

/**
 * Routes that carry their own proof instead of a Bearer token: reading served files (images appear on public
 * pages) and the signed local upload PUT. Register before the authentication middleware.
 */
export function registerPublicUploads(app: OpenAPIHono<AppEnv>, ctx: UploadsContext) {
  const handlers = uploadHandlers(ctx);
  openapiWithPolicy(app, putSignedUpload, handlers.putSigned);
  openapiWithPolicy(app, getStoredFile, handlers.getFile, {
    // A malformed file address is simply a file that does not exist: no hint about what names look like.
    hook: (result) => {
      if (!result.success) throw notFound('Archivo no encontrado.');
      return undefined;
    },
  });
}

/** Authenticated upload routes: direct multipart upload, signed upload URLs and their completion. */
export function registerUploads(app: OpenAPIHono<AppEnv>, ctx: UploadsContext) {
  const handlers = uploadHandlers(ctx);
  app.use(
    uploadFile.path,
    bodyLimit({
      maxSize: MAX_MULTIPART_BYTES,
      onError: (c) => c.json({ detail: tooLargeDetail(MULTIPART_LIMIT_LABEL) }, 413),
    })
  );
  openapiWithPolicy(app, uploadFile, handlers.uploadFile, { company: companyIn('form', 'company_id') });
  openapiWithPolicy(app, generateUploadUrl, handlers.generateUploadUrl, {
    company: companyIn('json', 'company_id'),
  });
  // The signed token names the company; membership is checked again, as it may have ended since the URL was signed.
  openapiWithPolicy(app, completeUpload, handlers.complete, {
    company: async (c) => {
      const token = String(validatedPart(c, 'json').upload_token);
      return {
        companyId: readCompletionToken(ctx, token, c.var.caller.userId).company,
        missing: COMPANY_NOT_FOUND,
      };
    },
  });
}
