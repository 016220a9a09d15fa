import { useState } from 'react';
import { css } from '#styled-system/css';
import type { Recommendation } from '#domain/chat';
import { Button } from '#ui/components/button';
import { chatArea, formatPercentValue, formatPesos } from './format';
import { stockImageFor } from './stock-images';
import { useChatTexts } from './chat-texts';

const styles = {
  card: css({
    display: 'grid',
    gridTemplateColumns: '96px 1fr',
    gap: '3',
    p: '3',
    bg: 'bg.surface',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.default',
  }),
  media: css({
    w: '96px',
    h: '80px',
    borderRadius: 'md',
    overflow: 'hidden',
    bg: 'bg.muted',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 'xs',
    color: 'fg.muted',
    position: 'relative',
  }),
  img: css({ w: 'full', h: 'full', objectFit: 'cover' }),
  stockTag: css({
    position: 'absolute',
    bottom: '0',
    insetX: '0',
    fontSize: '2xs',
    textAlign: 'center',
    bg: 'rgba(255,255,255,0.8)',
    color: 'fg.muted',
  }),
  title: css({ fontSize: 'sm', fontWeight: 'semibold', lineHeight: 'snug' }),
  price: css({ fontSize: 'sm', fontWeight: 'bold', color: 'accent.fg' }),
  meta: css({ fontSize: 'xs', color: 'fg.muted' }),
  returns: css({ fontSize: 'xs', color: 'fg.default', fontWeight: 'medium' }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '2', alignItems: 'center' }),
  pick: css({ display: 'inline-flex', gap: '1', alignItems: 'center', fontSize: 'xs', cursor: 'pointer' }),
};

/** The picture of a recommendation: its own, else an illustrative stock image; 'Sin imagen' when none loads. */
export function PropertyImage({ property, className }: { property: Recommendation; className?: string }) {
  const t = useChatTexts();
  const [failed, setFailed] = useState(false);
  const stock = !property.image;
  if (failed) return <span>{t.noImage}</span>;
  return (
    <>
      <img
        src={property.image ?? stockImageFor(property.id, property.property_type)}
        alt={stock ? t.stockAlt : property.title}
        className={className}
        onError={() => setFailed(true)}
      />
      {stock && <span className={styles.stockTag}>{t.stockTag}</span>}
    </>
  );
}

type Props = {
  property: Recommendation;
  /** Ticked for 'Comparar'. */
  picked: boolean;
  /** Three cards are ticked already: this one cannot be added. */
  pickDisabled: boolean;
  onPick(): void;
  onView(): void;
  onAnalyze(): void;
  onInterest(): void;
};

/** A compact result card (spec §2 Panel): picture, title, price label, area, and 'Ver' / 'Análisis' / 'Me interesa'. */
export function PropertyCard({
  property,
  picked,
  pickDisabled,
  onPick,
  onView,
  onAnalyze,
  onInterest,
}: Props) {
  const t = useChatTexts();
  const title = property.title || t.untitled;
  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.media}>
        <PropertyImage property={property} className={styles.img} />
      </div>
      <div>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.price}>{property.priceLabel || t.noPrice}</p>
        <p className={styles.meta}>
          {chatArea(property.area, t.noArea)} · {property.locationLabel}
        </p>
        {property.cap_rate !== null && property.estimated_rent !== null && property.roi !== null && (
          <p className={styles.returns} aria-label={t.estimatedReturn}>
            Cap rate {formatPercentValue(property.cap_rate)} · {t.estimatedRent}{' '}
            {formatPesos(property.estimated_rent)} · ROI {formatPercentValue(property.roi)}
          </p>
        )}
        <div className={styles.actions}>
          <Button size="sm" variant="outline" onClick={onView}>
            {t.view}
          </Button>
          <Button size="sm" onClick={onAnalyze}>
            {t.analysis}
          </Button>
          <Button size="sm" variant="ghost" onClick={onInterest}>
            {t.interest}
          </Button>
          <label className={styles.pick}>
            <input type="checkbox" checked={picked} disabled={pickDisabled && !picked} onChange={onPick} />
            {t.pick}
          </label>
        </div>
      </div>
    </article>
  );
}
