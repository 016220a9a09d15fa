import { css } from '#styled-system/css';
import type { Recommendation } from '#domain/chat';
import { formatDate } from '#domain/format';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
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

const PROJECT_STATUS: Record<string, string> = { ACTIVE: 'En venta', COMPLETED: 'Terminado' };

type Props = { property: Recommendation | null; onClose(): void; onInterest(property: Recommendation): void };

/** 'Detalles de la Propiedad' (spec §2): id, price, area, location, rooms, type, description, features, more. */
export function PropertyDetailsDialog({ property, onClose, onInterest }: Props) {
  const fact = (label: string, value: string | number | null | undefined) => (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? 'No especificado' : value}</dd>
    </div>
  );
  return (
    <Dialog
      open={property !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Detalles de la Propiedad"
      footer={
        property && (
          <>
            <Button variant="outline" onClick={onClose}>
              Cerrar
            </Button>
            <Button onClick={() => onInterest(property)}>Me interesa</Button>
          </>
        )
      }
    >
      {property && (
        <div>
          <div className={styles.media}>
            <PropertyImage property={property} className={styles.image} />
          </div>
          <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>
            {property.title || 'Propiedad sin título'}
          </h3>
          <dl className={styles.grid}>
            {fact('ID', property.id)}
            {fact('Precio', property.priceLabel || 'Precio no disponible')}
            {fact('Área', chatArea(property.area))}
            {fact('Ubicación', property.locationLabel)}
            {fact('Habitaciones', property.bedrooms)}
            {fact('Baños', property.bathrooms)}
            {fact('Tipo', property.property_type_label)}
            {fact('Parqueaderos', property.parking_spaces)}
            {fact(
              'Proyecto',
              property.project
                ? `${property.project.name} (${PROJECT_STATUS[property.project.status] ?? property.project.status})`
                : 'Independiente'
            )}
            {fact(
              'Entrega',
              property.project?.delivery_date ? formatDate(property.project.delivery_date) : 'Inmediata'
            )}
            {fact('Constructora', property.company.name)}
            {fact('Coincidencia', `${Math.round(property.match_score * 100)} %`)}
          </dl>
          {property.description && <p className={css({ mt: '3', fontSize: 'sm' })}>{property.description}</p>}
          {property.features.length > 0 && (
            <div className={css({ mt: '3' })}>
              <span className={styles.term}>Características</span>
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
            Disponibilidad consultada el {formatDate(property.availability_checked_at)} a las{' '}
            {new Date(property.availability_checked_at).toLocaleTimeString('es-CO', {
              hour: '2-digit',
              minute: '2-digit',
            })}
          </p>
        </div>
      )}
    </Dialog>
  );
}
