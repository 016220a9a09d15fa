import { css } from '#styled-system/css';
import { constructionStageBadge, moreAmenitiesLabel } from '#domain/construction';
import type { ConstructorProjectCard as Card } from '#domain/constructor-workspace';
import { formatDate, formatMoney } from '#domain/format';
import { projectTypeLabel } from '#domain/statuses';
import { Badge } from '#ui/components/badge';
import { Button, ButtonLink } from '#ui/components/button';
import { orDash } from '#ui/components/page-kit';
import { priceRange, ProjectImage } from '#ui/components/project-card';
import { ProgressBar } from './progress-bar';

const styles = {
  card: css({
    display: 'flex',
    flexDirection: 'column',
    minW: '0',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    borderWidth: '1px',
    borderColor: 'border.default',
    overflow: 'hidden',
  }),
  // The placeholder (no picture, or one that failed to load) centres its icon.
  image: css({
    w: 'full',
    h: '40',
    objectFit: 'cover',
    bg: 'bg.muted',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.muted',
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', flex: '1' }),
  header: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' }),
  title: css({ textStyle: 'heading.card', overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted', textStyle: 'body', overflowWrap: 'anywhere' }),
  description: css({ textStyle: 'body', lineClamp: '2' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '3',
    rowGap: '1',
    textStyle: 'body',
    '& dd': { overflowWrap: 'anywhere', textAlign: 'right' },
  }),
  term: css({ color: 'fg.muted' }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none' }),
  chip: css({ px: '2', py: '0.5', borderRadius: 'full', bg: 'bg.muted', fontSize: 'xs' }),
  buttons: css({ display: 'flex', gap: '2', flexWrap: 'wrap', px: '4', pb: '4' }),
};

const percentFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** The expected ROI as the card and the modal show it: '14,5%', or 'No especificado'. */
export const roiText = (roi: number | null) =>
  roi === null ? 'No especificado' : `${percentFormat.format(roi)}%`;

/** 'Barrio, Zona' after the location, each part only when present. */
const placeOf = (card: Card) =>
  [card.location ?? card.city, card.neighborhood, card.zone].filter(Boolean).join(' · ');

/** Props of {@link ConstructorProjectCard}. */
export type ConstructorProjectCardProps = {
  card: Card;
  canEdit: boolean;
  canDelete: boolean;
  onView(): void;
  onDelete(): void;
};

/** One card of the Lista view (spec §2, constructor variant); every figure is the server's. */
export function ConstructorProjectCard({
  card,
  canEdit,
  canDelete,
  onView,
  onDelete,
}: ConstructorProjectCardProps) {
  const titleId = `constructor-project-${card.id}`;
  const stage = constructionStageBadge(card.construction_stage);
  const money = (amount: number | null) => formatMoney(amount, card.currency);
  const team = card.team;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <ProjectImage url={card.image_url ?? undefined} name={card.name} className={styles.image} />
      <div className={styles.body}>
        <div className={styles.header}>
          <h3 id={titleId} className={styles.title}>
            {card.name}
          </h3>
          <Badge tone={stage.tone}>{stage.label}</Badge>
        </div>
        <p className={styles.muted}>{placeOf(card) || 'Ubicación no especificada'}</p>
        {card.description && <p className={styles.description}>{card.description}</p>}
        <dl className={styles.facts}>
          <dt className={styles.term}>Tipo</dt>
          <dd>{projectTypeLabel(card.type)}</dd>
          <dt className={styles.term}>Unidades vendidas</dt>
          <dd>
            {card.units_sold}/{card.total_units}
          </dd>
          <dt className={styles.term}>Precio</dt>
          <dd>{priceRange(card)}</dd>
        </dl>
        <ProgressBar label="Ventas" percent={card.sales_percent} tone={card.sales_tone} />
        <ProgressBar label="Construcción" percent={card.progress ?? 0} tone="accent" />
        <dl className={styles.facts}>
          <dt className={styles.term}>Inversión</dt>
          <dd>{money(card.investment_amount)}</dd>
          <dt className={styles.term}>ROI esperado</dt>
          <dd>{roiText(card.roi_expected)}</dd>
          <dt className={styles.term}>Ingresos</dt>
          <dd>{money(card.revenue)}</dd>
          <dt className={styles.term}>Creado</dt>
          <dd>{formatDate(card.created_at)}</dd>
          <dt className={styles.term}>Desarrollador</dt>
          <dd>{orDash(team.developer)}</dd>
          <dt className={styles.term}>Arquitecto</dt>
          <dd>{orDash(team.architect)}</dd>
          <dt className={styles.term}>Constructora</dt>
          <dd>{orDash(team.construction_company)}</dd>
          <dt className={styles.term}>Inicio</dt>
          <dd>{formatDate(card.start_date)}</dd>
          <dt className={styles.term}>Entrega</dt>
          <dd>{formatDate(card.completion_date)}</dd>
        </dl>
        {card.amenities.length > 0 && (
          <ul className={styles.chips} aria-label={`Amenidades de ${card.name}`}>
            {card.amenities.map((a) => (
              <li key={a.id} className={styles.chip}>
                {a.name}
              </li>
            ))}
            {card.more_amenities > 0 && (
              <li className={styles.chip}>{moreAmenitiesLabel(card.more_amenities)}</li>
            )}
          </ul>
        )}
      </div>
      <div className={styles.buttons}>
        <Button size="sm" aria-label={`Ver ${card.name}`} onClick={onView}>
          Ver
        </Button>
        {canEdit && (
          <ButtonLink
            size="sm"
            variant="outline"
            aria-label={`Editar ${card.name}`}
            href={`/constructor/projects/${card.id}/edit`}
          >
            Editar
          </ButtonLink>
        )}
        {canDelete && (
          <Button size="sm" variant="danger" aria-label={`Eliminar ${card.name}`} onClick={onDelete}>
            Eliminar
          </Button>
        )}
      </div>
    </article>
  );
}
