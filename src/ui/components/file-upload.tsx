import { FileUpload } from '@ark-ui/react/file-upload';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css, cx } from '#styled-system/css';
import { acceptedTypes, rejectionKindOf, UPLOAD_POLICIES } from '#domain/upload';
import type { PickRejection, UploadEntry, uploadMachine } from '#machines/shared/upload/upload.machine';
import { selectUploadItemView, selectUploadView } from '#machines/shared/upload/upload.select';
import { Button } from './button';
import { Thumbnail } from './image-gallery';

// The batch enforces the count limit itself (with the form's images counted); the picker only must not.
const PICK_LIMIT = 1000;
const NO_FILES: File[] = [];

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  label: css({ textStyle: 'label' }),
  dropzone: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2',
    p: '6',
    borderWidth: '2px',
    borderStyle: 'dashed',
    borderColor: 'border.default',
    borderRadius: 'card',
    bg: 'bg.surface',
    textAlign: 'center',
    textStyle: 'body',
    transition: 'background 0.15s, border-color 0.15s',
    '&[data-dragging]': { borderColor: 'accent.solid', bg: 'accent.muted' },
    '&[data-disabled]': { opacity: 0.6 },
  }),
  hint: css({ textStyle: 'caption', color: 'fg.muted' }),
  messages: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    textStyle: 'caption',
    color: 'danger.fg',
  }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' }),
  row: css({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: '2',
    p: '2',
    bg: 'bg.muted',
    borderRadius: 'control',
    textStyle: 'body',
  }),
  rowText: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  name: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  track: css({ h: '1.5', w: 'full', bg: 'border.default', borderRadius: 'full', overflow: 'hidden' }),
  bar: css({ h: 'full', bg: 'accent.solid', transition: 'width 0.2s' }),
  barDone: css({ bg: 'success.solid' }),
  barFailed: css({ bg: 'danger.solid' }),
  status: css({ textStyle: 'caption', color: 'fg.muted' }),
  error: css({ textStyle: 'caption', color: 'danger.fg' }),
  actions: css({ display: 'flex', gap: '1' }),
  images: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
    gap: '2',
    listStyle: 'none',
  }),
  image: css({ position: 'relative', borderRadius: 'control', overflow: 'hidden', bg: 'bg.muted' }),
  imageTag: css({ w: 'full', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }),
  remove: css({ position: 'absolute', top: '1', right: '1' }),
  fieldError: css({ textStyle: 'caption', color: 'danger.fg' }),
};

/** The title of a form's save button while its page refuses to save (files are still on their way). */
export const UPLOADING_HINT = 'Espera a que terminen de subir los archivos';

/** What a form gets of its page's upload: the batch (null without a company) and whether files are on their way. */
export type FormUpload = { uploadRef: UploadRef | null; uploading: boolean };

/** A save button's props while its page refuses to save because files are still on their way. */
export const holdWhileUploading = (uploading: boolean) => ({
  disabled: uploading,
  title: uploading ? UPLOADING_HINT : undefined,
});

/** The upload batch a page machine spawned for one of its forms. */
export type UploadRef = ActorRefFrom<typeof uploadMachine>;

/** One file of the batch: name, progress bar, state, and retry/dismiss/cancel as the chart allows. */
function UploadRow({ entry, send }: { entry: UploadEntry; send: UploadRef['send'] }) {
  const view = useSelector(entry.ref, selectUploadItemView, shallowEqual);
  const label = { uploading: `Subiendo… ${view.progress}%`, completed: 'Subida', failed: 'Error' }[
    view.status
  ];
  return (
    <li className={styles.row} aria-label={`Subida de ${view.name}`} data-status={view.status}>
      <div className={styles.rowText}>
        <span className={styles.name}>{view.name}</span>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={`Progreso de ${view.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={view.progress}
        >
          <div
            className={cx(
              styles.bar,
              view.status === 'completed' && styles.barDone,
              view.status === 'failed' && styles.barFailed
            )}
            style={{ width: `${view.status === 'failed' ? 100 : view.progress}%` }}
          />
        </div>
        {view.error ? (
          <span className={styles.error} role="alert">
            {view.error}
          </span>
        ) : (
          <span className={styles.status}>{label}</span>
        )}
      </div>
      <div className={styles.actions}>
        {view.canRetry && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => send({ type: 'upload.retry', itemId: entry.id })}
          >
            Reintentar
          </Button>
        )}
        {view.status === 'failed' && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => send({ type: 'upload.dismiss', itemId: entry.id })}
          >
            Quitar
          </Button>
        )}
        {view.status === 'uploading' && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Cancelar subida de ${view.name}`}
            onClick={() => send({ type: 'upload.cancel', itemId: entry.id })}
          >
            Cancelar
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The picker reports a drop's accepted and refused files in two callbacks (each only when its list changed); they
 * come in the same tick, so they are gathered into one `files.pick` intent.
 */
function usePickCollector(send: UploadRef['send'], existing: number) {
  const pick = useRef<{ files: File[]; rejections?: PickRejection[] } | null>(null);
  const existingNow = useRef(existing);
  useLayoutEffect(() => {
    existingNow.current = existing;
  });
  return (part: { files?: File[]; rejections?: PickRejection[] }) => {
    if (!pick.current) {
      pick.current = { files: [] };
      queueMicrotask(() => {
        const collected = pick.current!;
        pick.current = null;
        send({ type: 'files.pick', ...collected, existing: existingNow.current });
      });
    }
    if (part.files) pick.current.files.push(...part.files);
    if (part.rejections) pick.current.rejections = part.rejections;
  };
}

/** Props of {@link UploadPanel}. */
export type UploadPanelProps = {
  uploadRef: UploadRef;
  /** Files the form already holds, counted against the limit. */
  existing: number;
  label?: string;
  disabled?: boolean;
};

/** The drop zone (Ark UI FileUpload) and the batch's progress: a thin view over the upload statechart. */
export function UploadPanel({ uploadRef, existing, label = 'Imágenes', disabled }: UploadPanelProps) {
  const view = useSelector(uploadRef, selectUploadView, shallowEqual);
  const policyName = view.policy;
  const policy = UPLOAD_POLICIES[policyName];
  const send = uploadRef.send;
  const collect = usePickCollector(send, existing);
  const documents = policyName === 'constructor';
  return (
    <div className={styles.root}>
      <FileUpload.Root
        maxFiles={PICK_LIMIT}
        maxFileSize={policy.maxBytes}
        minFileSize={1}
        accept={acceptedTypes(policy)}
        acceptedFiles={NO_FILES}
        disabled={disabled}
        translations={{ dropzone: 'Zona para soltar archivos' }}
        onFileAccept={({ files }) => collect({ files })}
        onFileReject={({ files }) =>
          collect({ rejections: files.map((r) => ({ name: r.file.name, kind: rejectionKindOf(r.errors) })) })
        }
      >
        <FileUpload.Label className={styles.label}>{label}</FileUpload.Label>
        <FileUpload.Dropzone className={styles.dropzone} disableClick>
          <span>{documents ? 'Arrastra imágenes o documentos aquí' : 'Arrastra imágenes aquí'}</span>
          <FileUpload.Trigger asChild>
            <Button size="sm" variant="outline" disabled={disabled}>
              Seleccionar archivos
            </Button>
          </FileUpload.Trigger>
          <span className={styles.hint}>
            {documents
              ? `Hasta ${policy.maxFiles} archivos: imágenes JPG, PNG, WebP o GIF y documentos PDF, Word o Excel de hasta ${policy.sizeLabel}.`
              : `Hasta ${policy.maxFiles} imágenes JPG, PNG o WebP de hasta ${policy.sizeLabel} cada una.`}
          </span>
        </FileUpload.Dropzone>
        <FileUpload.HiddenInput aria-label={`Archivos de ${label}`} />
      </FileUpload.Root>

      {view.messages.length > 0 && (
        <ul className={styles.messages} role="alert" aria-label="Archivos rechazados">
          {view.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}

      {view.items.length > 0 && (
        <section aria-label="Subidas" aria-busy={view.busy}>
          <ul className={styles.list}>
            {view.items.map((entry) => (
              <UploadRow key={entry.id} entry={entry} send={send} />
            ))}
          </ul>
          {view.canCancelAll && (
            <Button size="sm" variant="ghost" onClick={() => send({ type: 'upload.cancelAll' })}>
              Cancelar todas las subidas
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

/** Props of {@link ImageUploadField}: the value/onChange pair of a form's `image_urls` and the page's upload. */
export type ImageUploadFieldProps = {
  label?: string;
  value: readonly string[];
  onChange(urls: string[]): void;
  /** The batch the page machine spawned; null while no company is chosen, so nothing can be uploaded. */
  uploadRef: UploadRef | null;
  /** Images the entity already has outside `value`, counted against the limit. */
  reserved?: number;
  disabled?: boolean;
  error?: string;
};

type UploadAreaProps = Omit<ImageUploadFieldProps, 'uploadRef' | 'error'> & { uploadRef: UploadRef };

function UploadArea({ value, onChange, uploadRef, label, disabled, reserved = 0 }: UploadAreaProps) {
  const { arrived } = useSelector(uploadRef, selectUploadView, shallowEqual);
  // Arrived files join the form's list (react-hook-form holds the values), then the batch hears they were taken,
  // so each is added exactly once.
  useEffect(() => {
    if (arrived.length === 0) return;
    onChange([...value, ...arrived.map((f) => f.url)]);
    uploadRef.send({ type: 'upload.taken', count: arrived.length });
  }, [arrived, value, onChange, uploadRef]);
  return (
    <UploadPanel uploadRef={uploadRef} existing={reserved + value.length} label={label} disabled={disabled} />
  );
}

/**
 * The images of a project, model or property (spec §3 `image_urls`): thumbnails of those it has, each removable,
 * and a drag-and-drop upload whose files join the list as they arrive.
 */
export function ImageUploadField({
  label = 'Imágenes',
  value,
  onChange,
  uploadRef,
  reserved,
  disabled,
  error,
}: ImageUploadFieldProps) {
  return (
    <div className={styles.root}>
      {uploadRef === null ? (
        <p className={styles.hint}>Selecciona una empresa para subir imágenes.</p>
      ) : (
        <UploadArea
          value={value}
          onChange={onChange}
          uploadRef={uploadRef}
          label={label}
          disabled={disabled}
          reserved={reserved}
        />
      )}
      {value.length > 0 && (
        <ul className={styles.images} aria-label={`${label} agregadas`}>
          {value.map((url, i) => (
            <li key={url} className={styles.image}>
              <Thumbnail url={url} alt={`${label} ${i + 1}`} className={styles.imageTag} loading="eager" />
              <Button
                size="sm"
                variant="solid"
                className={styles.remove}
                disabled={disabled}
                aria-label={`Quitar imagen ${i + 1}`}
                onClick={() => onChange(value.filter((u) => u !== url))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <span className={styles.fieldError}>{error}</span>}
    </div>
  );
}
