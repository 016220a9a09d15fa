import { createRoute, z } from '@hono/zod-openapi';
import { idParam } from '#domain/input-limits';
import { ErrorDetailSchema } from '#domain/http-errors';
import {
  CompleteUploadRequestSchema,
  CompleteUploadResultSchema,
  DEFAULT_UPLOAD_FOLDER,
  STORED_NAME_PATTERN,
  UploadFileResultSchema,
  UploadFolderSchema,
  UploadPolicyNameSchema,
  UploadUrlRequestSchema,
  UploadUrlSchema,
} from '#domain/upload';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Archivos'];
const binary = { type: 'string', format: 'binary' } as const;
const tooLarge = { 413: jsonBody(ErrorDetailSchema, 'El cuerpo supera el tamaño permitido') } as const;

/** Multipart fields of a direct upload; files arrive as `file` (one or repeated) or `files[n]`. */
export const UploadFileFormSchema = z
  .looseObject({
    file: z
      .any()
      .optional()
      .openapi({ ...binary, description: 'El archivo (o varios con el mismo nombre de campo)' }),
    'files[0]': z
      .any()
      .optional()
      .openapi({ ...binary, description: 'Subida múltiple: files[0], files[1], …' }),
    folder: UploadFolderSchema.default(DEFAULT_UPLOAD_FOLDER),
    company_id: idParam(),
    policy: UploadPolicyNameSchema.default('images'),
  })
  .openapi('UploadFileForm');

export const uploadFile = createRoute({
  ...requires('upload.create'),
  method: 'post',
  path: '/uploads/upload-file',
  tags,
  summary: 'Sube uno o varios archivos a la carpeta de una empresa (multipart)',
  description:
    'El tipo se decide por el contenido del archivo (bytes mágicos), no por su nombre ni por el tipo que declara el ' +
    'navegador. Imágenes: hasta 10 archivos JPEG, PNG o WebP de 5 MB (política `constructor`: 10 MB, también GIF, ' +
    'PDF, Word y Excel). Cada archivo recibe un nombre nuevo aleatorio; de las imágenes se genera una miniatura WebP. ' +
    'Si un archivo no pasa, no se guarda ninguno.',
  security: bearerSecurity,
  request: { body: { content: { 'multipart/form-data': { schema: UploadFileFormSchema } }, required: true } },
  responses: {
    200: jsonBody(UploadFileResultSchema, 'Archivos guardados'),
    ...authErrors,
    ...notFoundError,
    ...tooLarge,
    ...validationErrors,
  },
});

export const generateUploadUrl = createRoute({
  ...requires('upload.create'),
  method: 'post',
  path: '/uploads/generate-s3-url',
  tags,
  summary: 'Permiso firmado para subir un archivo directamente (PUT) y su dirección pública final',
  description:
    'Con almacenamiento S3 la URL es una URL prefirmada del bucket; con almacenamiento local es una URL firmada de ' +
    'esta API (`PUT /uploads/signed`). En ambos casos: PUT con los `headers` indicados y después ' +
    '`POST /uploads/complete` con `upload_token`, que revisa el contenido y publica el archivo.',
  security: bearerSecurity,
  request: { body: { content: { 'application/json': { schema: UploadUrlRequestSchema } }, required: true } },
  responses: {
    200: jsonBody(UploadUrlSchema, 'URL firmada'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const completeUpload = createRoute({
  ...requires('upload.create'),
  method: 'post',
  path: '/uploads/complete',
  tags,
  summary: 'Revisa un archivo subido con una URL firmada y lo publica con su miniatura',
  security: bearerSecurity,
  request: {
    body: { content: { 'application/json': { schema: CompleteUploadRequestSchema } }, required: true },
  },
  responses: {
    200: jsonBody(CompleteUploadResultSchema, 'Archivo publicado'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const SignedUploadQuerySchema = z.object({ token: z.string().min(1).max(4096) });

export const putSignedUpload = createRoute({
  ...requires('public.read'),
  method: 'put',
  path: '/uploads/signed',
  tags,
  summary: 'Recibe los bytes de una subida firmada (almacenamiento local; equivale al PUT prefirmado de S3)',
  description:
    'La firma del parámetro `token` autoriza una sola clave, un tipo de contenido y un tamaño máximo; no se usa el ' +
    'token de acceso. Solo existe con almacenamiento local.',
  request: {
    query: SignedUploadQuerySchema,
    body: { content: { 'application/octet-stream': { schema: z.any().openapi(binary) } } },
  },
  responses: {
    200: { description: 'Recibido' },
    403: jsonBody(ErrorDetailSchema, 'Firma no válida o vencida, o tipo de contenido distinto del firmado'),
    ...notFoundError,
    ...tooLarge,
  },
});

export const StoredFileParamsSchema = z.object({
  company_id: idParam(),
  folder: UploadFolderSchema,
  name: z.string().regex(STORED_NAME_PATTERN, 'Nombre de archivo no válido'),
});

export const getStoredFile = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/uploads/files/{company_id}/{folder}/{name}',
  tags,
  summary: 'Sirve un archivo subido (lectura pública; sin listado de carpetas)',
  request: { params: StoredFileParamsSchema },
  responses: {
    200: {
      description: 'El archivo, con caché de un año (los nombres nunca cambian de contenido)',
      content: { 'application/octet-stream': { schema: z.any().openapi(binary) } },
    },
    304: { description: 'Sin cambios desde la copia del navegador' },
    ...notFoundError,
  },
});
