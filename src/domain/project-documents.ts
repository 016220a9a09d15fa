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
export type ProjectDocument = z.infer<typeof ProjectDocumentSchema>;

/** The document kind of an uploaded file's content type, or null for an image or an unknown type. */
export function documentKindOf(contentType: string): DocumentKind | null {
  if (!isFileMimeType(contentType)) return null;
  const type = FILE_TYPES[contentType];
  return type.kind === 'document' ? (type.ext as DocumentKind) : null;
}

/** An uploaded file as the upload answers it: where it is, the sender's name for it, and its type. */
type ArrivedFile = { url: string; filename: string; content_type: string };

/**
 * Spec §2 'Imágenes y Documentos': one drop zone takes both; each arrived file joins the project's images, or its
 * documents under the name it was sent with, in arrival order.
 */
export function sortArrivedFiles(files: readonly ArrivedFile[]): {
  images: string[];
  documents: ProjectDocument[];
} {
  const images: string[] = [];
  const documents: ProjectDocument[] = [];
  for (const file of files) {
    const kind = documentKindOf(file.content_type);
    if (kind === null) images.push(file.url);
    else documents.push({ url: file.url, name: file.filename, kind });
  }
  return { images, documents };
}
