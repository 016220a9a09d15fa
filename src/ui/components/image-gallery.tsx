import { useState } from 'react';
import { css, cx } from '#styled-system/css';
import { thumbnailUrl } from '#domain/upload';

/** Shown wherever an image fails to load (spec §2: fallback image on load error). */
export const FALLBACK_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#e7edf3"/>' +
      '<path d="M112 140V84l48-28 48 28v56h-28v-32h-40v32z" fill="#9fb3c8"/>' +
      '<text x="160" y="176" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#52667a">' +
      'Imagen no disponible</text></svg>'
  );

/** Props of {@link FallbackImage}. */
export type FallbackImageProps = {
  src: string;
  alt: string;
  /** Tried, in order, when the previous address fails (e.g. the original after its thumbnail). */
  fallbacks?: readonly string[];
  className?: string;
  /** 'lazy' (default) waits until the image nears the viewport. */
  loading?: 'lazy' | 'eager';
};

/** An image that walks through its fallbacks on load errors and ends at {@link FALLBACK_IMAGE}. */
export function FallbackImage({ src, alt, fallbacks = [], className, loading = 'lazy' }: FallbackImageProps) {
  const chain = [src, ...fallbacks.filter((f) => f !== src), FALLBACK_IMAGE];
  const [failed, setFailed] = useState(0);
  const current = chain[Math.min(failed, chain.length - 1)]!;
  return (
    <img
      src={current}
      alt={alt}
      loading={loading}
      decoding="async"
      className={className}
      data-fallback={current === FALLBACK_IMAGE || undefined}
      onError={() => setFailed((n) => Math.min(n + 1, chain.length - 1))}
    />
  );
}

/** The small version of an uploaded image for lists and cards, falling back to the original, then the placeholder. */
export function Thumbnail({ url, ...rest }: Omit<FallbackImageProps, 'src' | 'fallbacks'> & { url: string }) {
  return <FallbackImage key={url} src={thumbnailUrl(url)} fallbacks={[url]} {...rest} />;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  main: css({
    w: 'full',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: 'card',
    bg: 'bg.muted',
  }),
  strip: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' }),
  thumbButton: css({
    display: 'block',
    w: '20',
    h: '14',
    p: '0',
    borderRadius: 'control',
    overflow: 'hidden',
    borderWidth: '2px',
    borderColor: 'transparent',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
  }),
  selected: css({ borderColor: 'accent.solid' }),
  thumb: css({ w: 'full', h: 'full', objectFit: 'cover', bg: 'bg.muted' }),
  empty: css({ color: 'fg.muted', textStyle: 'body' }),
};

/** Props of {@link ImageGallery}. */
export type ImageGalleryProps = {
  images: readonly string[];
  /** What the images show, for their alternative text. */
  title: string;
  emptyText?: string;
  className?: string;
};

/** The images of a project or property: a large view of the chosen one and thumbnails to choose from. */
export function ImageGallery({ images, title, emptyText = 'Sin imágenes', className }: ImageGalleryProps) {
  const [chosen, setChosen] = useState(0);
  if (images.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const index = Math.min(chosen, images.length - 1);
  const main = images[index]!;
  return (
    <div className={cx(styles.root, className)} role="group" aria-label={`Imágenes de ${title}`}>
      <FallbackImage
        key={main}
        src={main}
        alt={`${title}, imagen ${index + 1} de ${images.length}`}
        className={styles.main}
      />
      {images.length > 1 && (
        <ul className={styles.strip}>
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className={cx(styles.thumbButton, i === index && styles.selected)}
                aria-label={`Ver imagen ${i + 1} de ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setChosen(i)}
              >
                <Thumbnail url={url} alt="" className={styles.thumb} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
