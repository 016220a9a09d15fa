import { css } from '#styled-system/css';
import type { Recommendation } from '#domain/chat';
import { formatDate } from '#domain/format';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { fill, useChatTexts } from './chat-texts';
import { chatArea } from './format';
import { PropertyImage } from './property-card';

const styles = {
  image: css({ w: 'full', h: '180px', objectFit: 'cover', borderRadius: 'md' }),
  media: css({ position: 'relative', mb: '3', fontSize: 'sm', color: 'fg.muted' }),
  grid: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', fontSize: 'sm' }),
  term: css({ color: 'fg.muted', fontSize: 'xs' }),
  features: css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: '1' }),
  feature: css({ px: '2', py: '0.5', borderRadius: 'full', bg: 'bg.muted', fontSize: 'xs' }),
};

type Props = { property: Recommendation | null; onClose(): void; onInterest(property: Recommendation): void };

/** 'Detalles de la Propiedad' (spec §2): id, price, area, location, rooms, type, description, features, more. */
export function PropertyDetailsDialog({ property, onClose, onInterest }: Props) {
  const t = useChatTexts();
  const projectStatus: Record<string, string> = { ACTIVE: t.projectActive, COMPLETED: t.projectCompleted };
  const fact = (label: string, value: string | number | null | undefined) => (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? t.notSpecified : value}</dd>
    </div>
  );
  return (
    <Dialog
      open={property !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.detailsTitle}
      closeLabel={t.close}
      footer={
        property && (
          <>
            <Button variant="outline" onClick={onClose}>
              {t.close}
            </Button>
            <Button onClick={() => onInterest(property)}>{t.interest}</Button>
          </>
        )
      }
    >
      {property && (
        <div>
          <div className={styles.media}>
            <PropertyImage property={property} className={styles.image} />
          </div>
          <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{property.title || t.untitled}</h3>
          <dl className={styles.grid}>
            {fact('ID', property.id)}
            {fact(t.price, property.priceLabel || t.noPrice)}
            {fact(t.area, chatArea(property.area, t.noArea))}
            {fact(t.location, property.locationLabel)}
            {fact(t.bedrooms, property.bedrooms)}
            {fact(t.bathrooms, property.bathrooms)}
            {fact(t.type, property.property_type_label)}
            {fact(t.parking, property.parking_spaces)}
            {fact(
              t.project,
              property.project
                ? `${property.project.name} (${projectStatus[property.project.status] ?? property.project.status})`
                : t.standalone
            )}
            {fact(
              t.delivery,
              property.project?.delivery_date ? formatDate(property.project.delivery_date) : t.deliveryNow
            )}
            {fact(t.developer, property.company.name)}
            {fact(t.match, `${Math.round(property.match_score * 100)} %`)}
          </dl>
          {property.description && <p className={css({ mt: '3', fontSize: 'sm' })}>{property.description}</p>}
          {property.features.length > 0 && (
            <div className={css({ mt: '3' })}>
              <span className={styles.term}>{t.features}</span>
              <ul className={styles.features}>
                {property.features.map((f) => (
                  <li key={f} className={styles.feature}>
                    {f}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className={css({ mt: '3', fontSize: 'xs', color: 'fg.subtle' })}>
            {fill(t.checkedAt, {
              date: formatDate(property.availability_checked_at),
              time: new Date(property.availability_checked_at).toLocaleTimeString('es-CO', {
                hour: '2-digit',
                minute: '2-digit',
              }),
            })}
          </p>
        </div>
      )}
    </Dialog>
  );
}
