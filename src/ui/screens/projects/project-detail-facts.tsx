import { css } from '#styled-system/css';
import { formatDate } from '#domain/format';
import type { Project } from '#domain/project';
import { projectTypeLabel } from '#domain/statuses';
import { Card } from '#ui/components/card';
import { priceRange } from '#ui/components/project-card';

const styles = {
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '4',
    rowGap: '2',
    textStyle: 'body',
  }),
  term: css({ color: 'fg.muted' }),
};

/** The project's 'Unidades y Precios' and 'Ubicación' cards. */
export function ProjectFacts({ project, soldUnits }: { project: Project; soldUnits: number }) {
  const place = [project.location, project.neighborhood, project.zone].filter(Boolean);
  return (
    <>
      <Card title="Unidades y Precios">
        <dl className={styles.facts}>
          <dt className={styles.term}>Total de unidades</dt>
          <dd>{project.total_units}</dd>
          <dt className={styles.term}>Disponibles</dt>
          <dd>{project.available_units}</dd>
          <dt className={styles.term}>Vendidas</dt>
          <dd>{soldUnits}</dd>
          <dt className={styles.term}>Rango de precios</dt>
          <dd>{priceRange(project)}</dd>
          <dt className={styles.term}>Moneda</dt>
          <dd>{project.currency}</dd>
          <dt className={styles.term}>Tipo</dt>
          <dd>{projectTypeLabel(project.type)}</dd>
          <dt className={styles.term}>Última actualización</dt>
          <dd>{formatDate(project.updated_at)}</dd>
        </dl>
      </Card>
      <Card title="Ubicación">
        <dl className={styles.facts}>
          <dt className={styles.term}>Ubicación</dt>
          <dd>{place.length > 0 ? place.join(' · ') : 'No especificada'}</dd>
          <dt className={styles.term}>Dirección</dt>
          <dd>{project.address || 'No especificada'}</dd>
          <dt className={styles.term}>Ciudad</dt>
          <dd>{[project.city, project.department].filter(Boolean).join(', ') || 'No especificada'}</dd>
        </dl>
      </Card>
    </>
  );
}
