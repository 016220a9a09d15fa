import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css } from '#styled-system/css';
import { sortArrivedFiles, type ProjectDocument } from '#domain/project-documents';
import { selectUploadView } from '#machines/shared/upload/upload.select';
import { Button } from './button';
import { UploadPanel, type UploadRef } from './file-upload';
import { Thumbnail } from './image-gallery';

/** Props of {@link ProjectFilesField}. */
export type ProjectFilesFieldProps = {
  images: readonly string[];
  documents: readonly ProjectDocument[];
  onImagesChange(urls: string[]): void;
  onDocumentsChange(documents: ProjectDocument[]): void;
  /** The batch the page machine spawned (constructor rules); null while no company is chosen. */
  uploadRef: UploadRef | null;
  disabled?: boolean;
  error?: string;
};

const LABEL = 'Imágenes y documentos';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  hint: css({ textStyle: 'caption', color: 'fg.muted' }),
  heading: css({ textStyle: 'label' }),
  images: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
    gap: '2',
    listStyle: 'none',
  }),
  image: css({ position: 'relative', borderRadius: 'control', overflow: 'hidden', bg: 'bg.muted' }),
  imageTag: css({ w: 'full', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }),
  remove: css({ position: 'absolute', top: '1', right: '1' }),
  documents: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' }),
  document: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    p: '2',
    bg: 'bg.muted',
    borderRadius: 'control',
    textStyle: 'body',
    minW: '0',
  }),
  documentName: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0' }),
  kind: css({ textStyle: 'caption', color: 'fg.muted', textTransform: 'uppercase', flexShrink: 0 }),
  error: css({ textStyle: 'caption', color: 'danger.fg' }),
};

type UploadAreaProps = Omit<ProjectFilesFieldProps, 'uploadRef' | 'error'> & { uploadRef: UploadRef };

/** The drop zone under the constructor rules: arrived images join the images, documents the documents. */
function ProjectFilesUpload({
  images,
  documents,
  onImagesChange,
  onDocumentsChange,
  uploadRef,
  disabled,
}: UploadAreaProps) {
  const { arrived } = useSelector(uploadRef, selectUploadView, shallowEqual);
  // Each arrived file joins its list once (react-hook-form holds the lists); the batch then hears they were taken.
  useEffect(() => {
    if (arrived.length === 0) return;
    const { images: newImages, documents: newDocuments } = sortArrivedFiles(arrived);
    if (newImages.length > 0) onImagesChange([...images, ...newImages]);
    if (newDocuments.length > 0) onDocumentsChange([...documents, ...newDocuments]);
    uploadRef.send({ type: 'upload.taken', count: arrived.length });
  }, [arrived, images, documents, onImagesChange, onDocumentsChange, uploadRef]);
  return <UploadPanel uploadRef={uploadRef} existing={images.length} label={LABEL} disabled={disabled} />;
}

/**
 * Spec §2 'Imágenes y Documentos': drag and drop of images (JPG, PNG, GIF, WebP) and documents (PDF, Word,
 * Excel) of up to 10 MB, each with its progress; the project's images as thumbnails and its documents as links,
 * each removable.
 */
export function ProjectFilesField(props: ProjectFilesFieldProps) {
  const { images, documents, onImagesChange, onDocumentsChange, uploadRef, disabled, error } = props;
  return (
    <div className={styles.root}>
      {uploadRef === null ? (
        <p className={styles.hint}>Selecciona una empresa para subir archivos.</p>
      ) : (
        <ProjectFilesUpload {...props} uploadRef={uploadRef} />
      )}
      {images.length > 0 && (
        <>
          <span className={styles.heading}>Imágenes</span>
          <ul className={styles.images} aria-label="Imágenes agregadas">
            {images.map((url, i) => (
              <li key={url} className={styles.image}>
                <Thumbnail url={url} alt={`Imagen ${i + 1}`} className={styles.imageTag} loading="eager" />
                <Button
                  size="sm"
                  variant="solid"
                  className={styles.remove}
                  disabled={disabled}
                  aria-label={`Quitar imagen ${i + 1}`}
                  onClick={() => onImagesChange(images.filter((u) => u !== url))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {documents.length > 0 && (
        <>
          <span className={styles.heading}>Documentos</span>
          <ul className={styles.documents} aria-label="Documentos agregados">
            {documents.map((doc) => (
              <li key={doc.url} className={styles.document}>
                <a href={doc.url} target="_blank" rel="noreferrer" className={styles.documentName}>
                  {doc.name}
                </a>
                <span className={styles.kind}>{doc.kind}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  aria-label={`Quitar ${doc.name}`}
                  onClick={() => onDocumentsChange(documents.filter((d) => d.url !== doc.url))}
                >
                  Quitar
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}
