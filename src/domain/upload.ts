import { z } from 'zod';
import { idField, text } from './input-limits';

// Upload rules of spec §5 and §9, shared by the drop zone, the upload statechart and the API's own checks.

/** Where an upload goes (spec §7: 'projects' or 'properties', default 'properties'). */
export const UPLOAD_FOLDERS = ['projects', 'properties'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
export const DEFAULT_UPLOAD_FOLDER: UploadFolder = 'properties';

/** Every file type the product accepts, keyed by MIME type; `ext` is the extension stored names get. */
export const FILE_TYPES = {
  'image/jpeg': { ext: 'jpg', kind: 'image', extensions: ['.jpg', '.jpeg'] },
  'image/png': { ext: 'png', kind: 'image', extensions: ['.png'] },
  'image/webp': { ext: 'webp', kind: 'image', extensions: ['.webp'] },
  'image/gif': { ext: 'gif', kind: 'image', extensions: ['.gif'] },
  'application/pdf': { ext: 'pdf', kind: 'document', extensions: ['.pdf'] },
  'application/msword': { ext: 'doc', kind: 'document', extensions: ['.doc'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    kind: 'document',
    extensions: ['.docx'],
  },
  'application/vnd.ms-excel': { ext: 'xls', kind: 'document', extensions: ['.xls'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    ext: 'xlsx',
    kind: 'document',
    extensions: ['.xlsx'],
  },
} as const;
export type FileMimeType = keyof typeof FILE_TYPES;

const MIME_TYPES = Object.keys(FILE_TYPES) as FileMimeType[];
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const satisfies readonly FileMimeType[];

/**
 * The two rule sets of the spec: `images` for projects, models and properties (≤ 10 files of 5 MB, JPEG/PNG/WebP),
 * `constructor` for the constructor form (10 MB, GIF too, plus PDF and Office documents).
 */
export const UPLOAD_POLICIES = {
  images: {
    maxFiles: 10,
    maxBytes: 5_242_880,
    sizeLabel: '5MB',
    types: IMAGE_TYPES as readonly FileMimeType[],
  },
  constructor: { maxFiles: 10, maxBytes: 10_485_760, sizeLabel: '10MB', types: MIME_TYPES },
} as const;
export const UPLOAD_POLICY_NAMES = ['images', 'constructor'] as const;
export type UploadPolicyName = (typeof UPLOAD_POLICY_NAMES)[number];
export type UploadPolicy = (typeof UPLOAD_POLICIES)[UploadPolicyName];

export const isFileMimeType = (value: string): value is FileMimeType => Object.hasOwn(FILE_TYPES, value);

/** Whether a policy accepts a MIME type. */
export const policyAllows = (policy: UploadPolicy, type: string): type is FileMimeType =>
  isFileMimeType(type) && policy.types.includes(type);

/** The `accept` map of a file picker for a policy: MIME type → extensions. */
export const acceptedTypes = (policy: UploadPolicy): Record<string, string[]> =>
  Object.fromEntries(policy.types.map((t) => [t, [...FILE_TYPES[t].extensions]]));

// ---------------------------------------------------------------------------------------------------------------
// Magic bytes: the type of a file is what its first bytes say, never its name or the browser's guess.

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));
const utf16le = (text: string) => Array.from(text).flatMap((ch) => [ch.charCodeAt(0), 0]);

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  outer: for (let i = bytes.indexOf(first ?? 0); i !== -1 && i <= bytes.length - needle.length;) {
    for (let j = 1; j < needle.length; j++) {
      if (bytes[i + j] !== needle[j]) {
        i = bytes.indexOf(first ?? 0, i + 1);
        continue outer;
      }
    }
    return true;
  }
  return false;
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
// OLE2 compound file: the container of legacy Word and Excel documents.
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The file's type from its content, or null when it is none of the accepted types. Office formats are told apart
 * by the names inside the container (`word/` or `xl/` parts; `WordDocument` or `Workbook` streams).
 */
export function sniffFileType(bytes: Uint8Array): FileMimeType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, ZIP)) {
    if (contains(bytes, ascii('word/')))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (contains(bytes, ascii('xl/')))
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return null;
  }
  if (startsWith(bytes, CFB)) {
    if (contains(bytes, utf16le('WordDocument'))) return 'application/msword';
    if (contains(bytes, utf16le('Workbook')) || contains(bytes, utf16le('Book')))
      return 'application/vnd.ms-excel';
    return null;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Names: uploads are stored under new random names, so a file's own name never reaches a path.

/** A stored upload's name: a random UUID, `.thumb` for the thumbnail variant, and the extension of its real type. */
export const STORED_NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.(jpg|png|webp|gif|pdf|docx?|xlsx?)$/;

const UPLOADED_IMAGE_URL = /\/(\d+)\/(projects|properties)\/([0-9a-f-]{36})\.(jpg|png|webp|gif)$/;

/** The thumbnail of an uploaded image (`<name>.thumb.webp` beside it); other addresses are returned unchanged. */
export function thumbnailUrl(url: string): string {
  const match = UPLOADED_IMAGE_URL.exec(url);
  return match ? `${url.slice(0, url.length - match[4]!.length - 1)}.thumb.webp` : url;
}

/** A file name fit to show and to put in a header: no path, no control characters, at most 120 characters. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  return (clean === '' || clean === '.' || clean === '..' ? 'archivo' : clean).slice(0, 120);
}

// ---------------------------------------------------------------------------------------------------------------
// Spanish messages (spec §5 constructor uploads, §8 upload messages).

/** Why a file was refused, named like the picker's rejection kinds (spec §5). */
export type UploadRejection = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files';

const PICKER_CODES: Record<string, UploadRejection> = {
  FILE_TOO_LARGE: 'file-too-large',
  FILE_TOO_SMALL: 'file-too-small',
  TOO_MANY_FILES: 'too-many-files',
  FILE_INVALID_TYPE: 'file-invalid-type',
};

/** The rejection kind of a file picker's error codes (Ark/Zag `FILE_TOO_LARGE`, …); unknown codes mean a bad type. */
export const rejectionKindOf = (codes: readonly string[]): UploadRejection =>
  codes.map((c) => PICKER_CODES[c]).find((k) => k !== undefined) ?? 'file-invalid-type';

/** The message shown for a refused file. */
export function rejectionMessage(kind: UploadRejection, file: string, policy: UploadPolicy): string {
  switch (kind) {
    case 'file-too-large':
      return `El archivo ${file} es demasiado grande. Máximo ${policy.sizeLabel}.`;
    case 'file-too-small':
      return `El archivo ${file} está vacío.`;
    case 'too-many-files':
      return `No puedes subir más de ${policy.maxFiles} archivos: ${file} no se agregó.`;
    case 'file-invalid-type':
      return invalidTypeMessage(file, policy);
  }
}

const DOCUMENT_EXTENSIONS = (Object.keys(FILE_TYPES) as FileMimeType[])
  .filter((t) => FILE_TYPES[t].kind === 'document')
  .flatMap((t) => FILE_TYPES[t].extensions);

/**
 * 'no es una imagen válida', or for a policy that takes documents and a file that claims to be one (by its declared
 * type or its name) 'no es un documento válido'.
 */
export function invalidTypeMessage(file: string, policy: UploadPolicy, claimedType?: string): string {
  const takesDocuments = policy.types.some((t) => FILE_TYPES[t].kind === 'document');
  const claimsDocument =
    (claimedType !== undefined &&
      isFileMimeType(claimedType) &&
      FILE_TYPES[claimedType].kind === 'document') ||
    DOCUMENT_EXTENSIONS.some((ext) => file.toLowerCase().endsWith(ext));
  return takesDocuments && claimsDocument
    ? `El archivo ${file} no es un documento válido.`
    : `El archivo ${file} no es una imagen válida.`;
}

/** Spec §8: 'Error subiendo {file}: ...'. */
export const uploadErrorMessage = (file: string, reason: string) => `Error subiendo ${file}: ${reason}`;
/** Spec §8: the batch summary when any file failed. */
export const UPLOAD_BATCH_ERROR = 'Error subiendo imágenes';
/** Spec §8: the batch summary for the files that arrived. */
export const uploadedMessage = (count: number) => `${count} imagen(es) subida(s) exitosamente`;
/** Spec §8: the upload endpoint answered but not with a usable result. */
export const UPLOAD_RESPONSE_ERROR = 'Error en la respuesta del servidor';

/** Splits picked files into those that fit in the remaining slots and the rest. */
export function splitByCapacity<T>(files: readonly T[], capacity: number): { fit: T[]; over: T[] } {
  const room = Math.max(0, capacity);
  return { fit: files.slice(0, room), over: files.slice(room) };
}

// ---------------------------------------------------------------------------------------------------------------
// API contract.

export const UploadFolderSchema = z.enum(UPLOAD_FOLDERS);
export const UploadPolicyNameSchema = z.enum(UPLOAD_POLICY_NAMES);

/** One stored file. */
export const UploadedFileSchema = z
  .object({
    url: z.string().meta({ description: 'Public address of the original file.' }),
    thumbnail_url: z
      .string()
      .nullable()
      .meta({ description: 'A small WebP for lists and cards (images only).' }),
    key: z.string().meta({ example: '12/projects/3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b.jpg' }),
    filename: z
      .string()
      .meta({ description: 'The name the file had on the sender’s computer (shown only).' }),
    content_type: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'UploadedFile' });

/** Answer of `POST /uploads/upload-file`: spec §7's `{success, url}` plus every file of a multi-file upload. */
export const UploadFileResultSchema = z
  .object({
    success: z.literal(true),
    url: z.string(),
    thumbnail_url: z.string().nullable(),
    urls: z.array(z.string()),
    files: z.array(UploadedFileSchema),
  })
  .meta({ id: 'UploadFileResult' });

/** Body of `POST /uploads/generate-s3-url` (spec §7: filename, filetype, folder) plus the owning company. */
export const UploadUrlRequestSchema = z
  .object({
    filename: text().min(1, 'El nombre del archivo es requerido').max(255),
    filetype: text().min(1, 'El tipo de archivo es requerido').max(127),
    folder: UploadFolderSchema.default(DEFAULT_UPLOAD_FOLDER),
    company_id: idField(),
    size: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional().meta({
      description: 'Bytes the file will have; when given, the signed upload accepts exactly that size.',
    }),
    policy: UploadPolicyNameSchema.default('images'),
  })
  .meta({ id: 'UploadUrlRequest' });

/** A signed, short-lived permission to PUT one file, and where it will be once completed. */
export const UploadUrlSchema = z
  .object({
    upload_url: z.string().meta({ description: 'PUT the file’s bytes here, with exactly `headers`.' }),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    url: z.string().meta({ description: 'Public address of the file once `/uploads/complete` accepts it.' }),
    thumbnail_url: z.string().nullable(),
    key: z.string(),
    upload_token: z.string().meta({ description: 'Pass to `/uploads/complete` after the PUT.' }),
    expires_in: z.number().int().meta({ description: 'Seconds the signed address stays valid.' }),
  })
  .meta({ id: 'UploadUrl' });

export const CompleteUploadRequestSchema = z
  .object({ upload_token: text().min(1).max(4096) })
  .meta({ id: 'CompleteUploadRequest' });

export const CompleteUploadResultSchema = UploadedFileSchema.extend({ success: z.literal(true) }).meta({
  id: 'CompleteUploadResult',
});

export type UploadedFile = z.infer<typeof UploadedFileSchema>;
export type UploadUrlRequest = z.input<typeof UploadUrlRequestSchema>;
export type UploadUrl = z.infer<typeof UploadUrlSchema>;
export type CompleteUploadResult = z.infer<typeof CompleteUploadResultSchema>;
