import { useId, useState } from 'react';
import { css } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import { IMAGE_URL_PATTERN, MAX_IMAGES } from '#domain/form-values';
import { Button } from '#ui/components/button';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  row: css({ display: 'flex', gap: '2', alignItems: 'center' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'body' }),
  item: css({
    display: 'flex',
    gap: '2',
    alignItems: 'center',
    justifyContent: 'space-between',
    p: '2',
    bg: 'bg.muted',
    borderRadius: 'control',
    wordBreak: 'break-all',
  }),
  label: css({ textStyle: 'label' }),
  hint: css({ textStyle: 'caption', color: 'fg.muted' }),
  error: css({ textStyle: 'caption', color: 'danger.fg' }),
};

/** Props of {@link ImageUrlsField}. */
export type ImageUrlsFieldProps = {
  label?: string;
  value: readonly string[];
  onChange(urls: string[]): void;
  disabled?: boolean;
  error?: string;
};

/**
 * The images of a project, model or property as a list of URLs (spec §3 `image_urls`): type an address and add it,
 * remove any. An upload component can replace it behind the same value and onChange.
 */
export function ImageUrlsField({
  label = 'Imágenes',
  value,
  onChange,
  disabled,
  error,
}: ImageUrlsFieldProps) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const url = draft.trim();
    if (!IMAGE_URL_PATTERN.test(url)) return setProblem('URL de imagen no válida');
    if (value.length >= MAX_IMAGES) return setProblem(`No puedes agregar más de ${MAX_IMAGES} imágenes`);
    if (!value.includes(url)) onChange([...value, url]);
    setDraft('');
    setProblem(null);
  };
  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={input({ kind: 'line' })}
          type="url"
          placeholder="https://… o /uploads/…"
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={disabled || draft.trim() === ''}>
          Agregar imagen
        </Button>
      </div>
      <span className={styles.hint}>Hasta {MAX_IMAGES} imágenes (JPG, PNG o WebP de hasta 5 MB).</span>
      {(problem ?? error) && <span className={styles.error}>{problem ?? error}</span>}
      {value.length > 0 && (
        <ul className={styles.list} aria-label="Imágenes agregadas">
          {value.map((url) => (
            <li key={url} className={styles.item}>
              <span>{url}</span>
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                aria-label={`Quitar imagen ${url}`}
                onClick={() => onChange(value.filter((u) => u !== url))}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
