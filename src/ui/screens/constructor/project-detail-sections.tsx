import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import type { SalesTone } from '#domain/construction';
import { countOf, formatAreaRange, formatDate, formatMoney } from '#domain/format';
import type { Project } from '#domain/project';
import { projectTypeLabel } from '#domain/statuses';
import { StatCard } from '#ui/components/card';
import { formatDistance } from '#ui/components/nearby-places';
import { DetailList, orDash } from '#ui/components/page-kit';
import { priceRange } from '#ui/components/project-card';
import { roiText } from './constructor-project-card';
import { ProgressBar } from './progress-bar';

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  heading: css({ textStyle: 'heading.card' }),
  stats: css({
    display: 'grid',
    // Two columns at most: a price range in pesos does not fit a quarter of the dialog.
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '3',
  }),
  columns: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none' }),
  chip: css({ px: '2', py: '0.5', borderRadius: 'full', bg: 'bg.muted', fontSize: 'xs' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', textStyle: 'body' }),
  item: css({ display: 'flex', justifyContent: 'space-between', gap: '3', overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted', textStyle: 'body' }),
  link: css({ color: 'fg.link', textDecoration: 'underline', overflowWrap: 'anywhere' }),
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={styles.section}>
      <h3 className={styles.heading}>{title}</h3>
      {children}
    </section>
  );
}

const none = (text: string) => <p className={styles.muted}>{text}</p>;

/** The figures of the modal: units, price range, ROI and investment, then the sales and works progress. */
export function ProjectFigures(props: {
  project: Project;
  unitsSold: number;
  salesPercent: number;
  salesTone: SalesTone;
}) {
  const { project, unitsSold, salesPercent, salesTone } = props;
  return (
    <>
      <div className={styles.stats}>
        <StatCard
          label="Unidades"
          value={`${unitsSold}/${project.total_units}`}
          hint={countOf(project.available_units, 'disponible', 'disponibles')}
        />
        <StatCard label="Rango de precios" value={priceRange(project)} />
        <StatCard label="ROI esperado" value={roiText(project.roi_expected)} />
        <StatCard label="Inversión" value={formatMoney(project.investment_amount, project.currency)} />
      </div>
      <DetailList
        items={[
          {
            label: 'Área',
            value: formatAreaRange(project.area_min, project.area_max, 'No especificada'),
          },
          { label: 'Tipo', value: projectTypeLabel(project.type) },
          { label: 'Ingresos', value: formatMoney(project.revenue, project.currency) },
          { label: 'Creado', value: formatDate(project.created_at) },
        ]}
      />
      <div className={styles.columns}>
        <ProgressBar label="Progreso de ventas" percent={salesPercent} tone={salesTone} />
        <ProgressBar label="Progreso de construcción" percent={project.progress ?? 0} tone="accent" />
      </div>
    </>
  );
}

/** Where the project is and who builds it. */
export function ProjectPlaceAndTeam({ project }: { project: Project }) {
  return (
    <div className={styles.columns}>
      <Section title="Ubicación">
        <DetailList
          items={[
            { label: 'Ciudad', value: orDash(project.city, 'No especificada') },
            { label: 'Departamento', value: orDash(project.department) },
            { label: 'Dirección', value: orDash(project.address, 'No especificada') },
            { label: 'Barrio', value: orDash(project.neighborhood) },
            { label: 'Zona', value: orDash(project.zone, 'No especificada') },
            { label: 'Ubicación', value: orDash(project.location, 'No especificada') },
          ]}
        />
      </Section>
      <Section title="Equipo">
        <DetailList
          items={[
            { label: 'Desarrollador', value: orDash(project.developer) },
            { label: 'Arquitecto', value: orDash(project.architect) },
            { label: 'Constructora', value: orDash(project.construction_company, 'No especificada') },
          ]}
        />
      </Section>
    </div>
  );
}

/** Amenities, features, nearby places and documents. */
export function ProjectExtras({ project }: { project: Project }) {
  const features = (project.features ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return (
    <>
      <div className={styles.columns}>
        <Section title="Amenidades">
          {project.amenities.length === 0 ? (
            none('Sin amenidades')
          ) : (
            <ul className={styles.chips}>
              {project.amenities.map((a) => (
                <li key={a.id} className={styles.chip}>
                  {a.name}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Características">
          {features.length === 0 ? (
            none('Sin características')
          ) : (
            <ul className={styles.chips}>
              {features.map((f) => (
                <li key={f} className={styles.chip}>
                  {f}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <div className={styles.columns}>
        <Section title="Lugares cercanos">
          {project.nearby_places.length === 0 ? (
            none('Sin lugares cercanos')
          ) : (
            <ul className={styles.list}>
              {project.nearby_places.map((p) => (
                <li key={p.id} className={styles.item}>
                  <span>
                    {p.name} <span className={styles.muted}>({p.type})</span>
                  </span>
                  <span>{formatDistance(p.distance)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Documentos">
          {project.documents.length === 0 ? (
            none('Sin documentos')
          ) : (
            <ul className={styles.list}>
              {project.documents.map((d) => (
                <li key={d.url}>
                  <a href={d.url} target="_blank" rel="noreferrer" className={styles.link}>
                    {d.name}
                  </a>{' '}
                  <span className={styles.muted}>({d.kind.toUpperCase()})</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}
