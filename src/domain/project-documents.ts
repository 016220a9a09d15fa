import { z } from 'zod';
import { text } from './input-limits';
import { IMAGE_URL_PATTERN } from './form-values';
import { FILE_TYPES, isFileMimeType } from './upload';

// The constructor form's "Imágenes y Documentos" section (spec §2) keeps plans, permits and budgets with the
// project: each is an uploaded file (spec §5 constructor uploads) with the name it was sent with.

export const DOCUMENT_KINDS = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKindSchema>;

/** How many documents a project keeps. */
export const MAX_PROJECT_DOCUMENTS = 20;

/** One document of a project: where it is, the name shown, and its kind (the stored file's extension). */
export const ProjectDocumentSchema = z
  .object({
    url: text().max(2048, 'La URL es demasiado larga').regex(IMAGE_URL_PATTERN, 'URL de documento no válida'),
    name: text()
      .trim()
      .min(1, 'El nombre del documento es requerido')
      .max(255, 'El nombre del documento no puede exceder 255 caracteres'),
    kind: DocumentKindSchema,
  })
  .meta({ id: 'ProjectDocument' });

/** The document kind of an uploaded file's content type, or null for an image or an unknown type. */
export function documentKindOf(contentType: string): DocumentKind | null {
  if (!isFileMimeType(contentType)) return null;
  const type = FILE_TYPES[contentType];
  return type.kind === 'document' ? (type.ext as DocumentKind) : null;
}
