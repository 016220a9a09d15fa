import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { activeAmenityFlags, amenityFlagLabel } from '#domain/amenity';
import { formatArea, formatDate, formatMoney } from '#domain/format';
import { propertyTypeLabel } from '#domain/statuses';
import { propertyDetailPageMachine } from '#machines/portal/property-detail-page/property-detail-page.machine';
import { selectPropertyDetailPageView } from '#machines/portal/property-detail-page/property-detail-page.select';
import { Alert } from '#ui/components/alert';
import { AmenityList } from '#ui/components/amenity-picker';
import { ButtonLink } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { ImageGallery } from '#ui/components/image-gallery';
import { LoadStates } from '#ui/components/form-kit';
import { PropertyStatusBadge } from '#ui/components/status-badge';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '4',
    flexWrap: 'wrap',
  }),
  titleRow: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  price: css({ textStyle: 'heading.section', color: 'accent.fg' }),
  muted: css({ color: 'fg.muted', textStyle: 'body' }),
  columns: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
    gap: '6',
    alignItems: 'start',
  }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '4',
    rowGap: '2',
    textStyle: 'body',
  }),
  term: css({ color: 'fg.muted' }),
  link: css({ color: 'fg.link', fontWeight: 'medium', _hover: { textDecoration: 'underline' } }),
};

/** 'Medellín, Antioquia', either part alone, or a notice when neither is known. */
const placeLine = (city: string | null, department: string | null) =>
  [city, department].filter(Boolean).join(', ') || 'Ciudad no especificada';
const orDash = (value: number | null, unit = '') => (value === null ? 'No especificado' : `${value}${unit}`);

/** Spec §2 property detail: gallery, price, status, characteristics, project or independent notice, amenities. */
export function PropertyDetailView({
  detailRef,
}: {
  detailRef: ActorRefFrom<typeof propertyDetailPageMachine>;
}) {
  const view = useSelector(detailRef, selectPropertyDetailPageView, shallowEqual);
  const property = view.property;
  if (!property) {
    return (
      <LoadStates
        loading={view.loading}
        loadingText="Cargando propiedad..."
        notFound={view.notFound ? { title: 'Propiedad no encontrada' } : null}
        error={
          view.error
            ? {
                title: view.error,
                message: view.errorDetail,
                onRetry: () => detailRef.send({ type: 'detail.reload' }),
              }
            : null
        }
        onBack={() => detailRef.send({ type: 'detail.back' })}
      />
    );
  }
  const images = property.image_urls.length > 0 ? property.image_urls : property.model_images;
  const amenities = activeAmenityFlags(property.amenities).map((flag) => ({
    code: flag,
    label: amenityFlagLabel(flag, view.amenities),
  }));
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <div className={styles.titleRow}>
            <h1 className={css({ textStyle: 'heading.page' })}>{property.name}</h1>
            <PropertyStatusBadge status={property.status} />
          </div>
          <p className={styles.price}>{formatMoney(property.price, property.currency)}</p>
          <p className={styles.muted}>{property.address || 'Dirección no especificada'}</p>
          <p className={styles.muted}>{placeLine(property.city, property.department)}</p>
        </div>
        {view.canEdit && (
          <ButtonLink href={`/properties/${property.id}/edit`} variant="outline">
            Editar
          </ButtonLink>
        )}
      </div>
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Card title="Galería">
            <ImageGallery
              images={images}
              title={property.name}
              emptyText="Esta propiedad aún no tiene imágenes"
            />
          </Card>
          <Card title="Descripción">
            <p className={css({ textStyle: 'body' })}>{property.description || 'Sin descripción'}</p>
          </Card>
          <Card title="Amenidades">
            <AmenityList items={amenities} />
          </Card>
        </div>
        <div className={styles.stack}>
          <Card title="Características">
            <dl className={styles.facts}>
              <dt className={styles.term}>Tipo</dt>
              <dd>{propertyTypeLabel(property.property_type)}</dd>
              <dt className={styles.term}>Área</dt>
              <dd>{formatArea(property.area, 'No especificado')}</dd>
              <dt className={styles.term}>Habitaciones</dt>
              <dd>{orDash(property.bedrooms)}</dd>
              <dt className={styles.term}>Baños</dt>
              <dd>{orDash(property.bathrooms)}</dd>
              <dt className={styles.term}>Parqueaderos</dt>
              <dd>{orDash(property.parking_spaces)}</dd>
              <dt className={styles.term}>Piso</dt>
              <dd>{orDash(property.floor_number)}</dd>
              <dt className={styles.term}>Ciudad</dt>
              <dd>{property.city || 'No especificada'}</dd>
              <dt className={styles.term}>Departamento</dt>
              <dd>{property.department || 'No especificado'}</dd>
              <dt className={styles.term}>Coordenadas</dt>
              <dd>
                {property.latitude !== null && property.longitude !== null
                  ? `${property.latitude}, ${property.longitude}`
                  : 'No especificadas'}
              </dd>
              <dt className={styles.term}>Actualizada</dt>
              <dd>{formatDate(property.updated_at)}</dd>
            </dl>
          </Card>
          <Card title="Proyecto">
            {property.project_id === null ? (
              <Alert tone="info">Propiedad independiente: no pertenece a ningún proyecto.</Alert>
            ) : (
              <dl className={styles.facts}>
                <dt className={styles.term}>Proyecto</dt>
                <dd>
                  <Link href={`/projects/${property.project_id}`} className={styles.link}>
                    {property.project_name ?? `Proyecto ${property.project_id}`}
                  </Link>
                </dd>
                <dt className={styles.term}>Modelo</dt>
                <dd>{property.property_model_name ?? 'Sin modelo'}</dd>
              </dl>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}

function PropertyDetailPage({ propertyId }: { propertyId: number }) {
  const access = useAccess();
  const navigate = useNavigateAction();
  const detailRef = useActorRef(propertyDetailPageMachine.provide({ actions: { navigate } }), {
    input: { propertyId, access },
  });
  useAccessSync(detailRef, access);
  return <PropertyDetailView detailRef={detailRef} />;
}

/** `/properties/{propertyId}`. */
export function PropertyDetailScreen() {
  const propertyId = Number(useParams<{ propertyId: string }>().propertyId);
  return <PropertyDetailPage key={propertyId} propertyId={propertyId} />;
}
