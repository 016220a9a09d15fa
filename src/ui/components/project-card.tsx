import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Link } from 'wouter';
import { css } from '#styled-system/css';
import { countOf, formatDate, formatMoney } from '#domain/format';
import type { Project } from '#domain/project';
import { FolderIcon } from '#ui/components/icons';
import { Thumbnail } from '#ui/components/image-gallery';
import { ProjectStatusBadge } from '#ui/components/status-badge';

const styles = {
  card: css({
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    borderWidth: '1px',
    borderColor: 'border.default',
    overflow: 'hidden',
  }),
  image: css({ w: 'full', h: '40', objectFit: 'cover', bg: 'bg.muted' }),
  placeholder: css({
    w: 'full',
    h: '40',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bg: 'accent.muted',
    color: 'accent.fg',
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', flex: '1' }),
  header: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' }),
  title: css({ textStyle: 'heading.card' }),
  muted: css({ color: 'fg.muted', textStyle: 'body' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '3',
    rowGap: '1',
    textStyle: 'body',
  }),
  term: css({ color: 'fg.muted' }),
  footer: css({ display: 'flex', justifyContent: 'flex-end', px: '4', pb: '4' }),
  link: css({
    color: 'fg.link',
    fontWeight: 'medium',
    textStyle: 'body',
    _hover: { textDecoration: 'underline' },
  }),
  trigger: css({
    px: '2',
    py: '1',
    borderRadius: 'control',
    cursor: 'pointer',
    fontSize: 'lg',
    lineHeight: '1',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
  }),
  menu: css({
    bg: 'bg.surface',
    borderRadius: 'control',
    boxShadow: 'overlay',
    borderWidth: '1px',
    borderColor: 'border.default',
    py: '1',
    minW: '40',
    zIndex: 'popover',
    outline: 'none',
  }),
  item: css({
    display: 'block',
    w: 'full',
    px: '3',
    py: '2',
    textStyle: 'body',
    cursor: 'pointer',
    textAlign: 'left',
    _highlighted: { bg: 'bg.muted' },
  }),
  danger: css({ color: 'danger.fg' }),
};

/** The price range of a project: both ends, one end, or 'No especificado' (spec §9). */
export function priceRange(
  project: Pick<Project, 'price_range_min' | 'price_range_max' | 'currency'>
): string {
  const { price_range_min: min, price_range_max: max, currency } = project;
  if (min === null && max === null) return 'No especificado';
  if (min !== null && max !== null && min !== max) {
    return `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`;
  }
  return formatMoney(min ?? max, currency);
}

/** A project's picture, with the placeholder when it has none or it fails to load (spec §2). */
export function ProjectImage({
  url,
  name,
  className,
}: {
  url: string | undefined;
  name: string;
  className?: string;
}) {
  if (!url) {
    return (
      <div className={className ?? styles.placeholder} role="img" aria-label={`Sin imagen de ${name}`}>
        <FolderIcon size={40} />
      </div>
    );
  }
  // Cards show the small version of an upload; a failed load falls back to the original, then the placeholder.
  return <Thumbnail url={url} alt={name} className={className ?? styles.image} />;
}

/** Props of {@link ProjectCard}. */
export type ProjectCardProps = {
  project: Project;
  /** OWNER/ADMIN get the card menu (view, edit, delete); others a 'Ver detalles →' link (spec §2). */
  canManage: boolean;
  onDelete(project: Project): void;
};

/** One project in the projects grid. */
export function ProjectCard({ project, canManage, onDelete }: ProjectCardProps) {
  const titleId = `project-${project.id}-title`;
  const place = [project.neighborhood, project.city ?? project.location].filter(Boolean).join(', ');
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <ProjectImage url={project.image_urls[0]} name={project.name} />
      <div className={styles.body}>
        <div className={styles.header}>
          <div>
            <h3 id={titleId} className={styles.title}>
              {project.name}
            </h3>
            <p className={styles.muted}>{place || 'Ubicación no especificada'}</p>
          </div>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
            <ProjectStatusBadge status={project.status} />
            {canManage && (
              <Menu.Root
                onSelect={(details) => {
                  if (details.value === 'delete') onDelete(project);
                }}
              >
                <Menu.Trigger className={styles.trigger} aria-label={`Opciones de ${project.name}`}>
                  ⋮
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner className={css({ zIndex: 'popover' })}>
                    <Menu.Content className={styles.menu}>
                      <Menu.Item value="view" asChild>
                        <Link href={`/projects/${project.id}`} className={styles.item}>
                          Ver detalles
                        </Link>
                      </Menu.Item>
                      <Menu.Item value="edit" asChild>
                        <Link href={`/projects/${project.id}/edit`} className={styles.item}>
                          Editar
                        </Link>
                      </Menu.Item>
                      <Menu.Item value="delete" className={`${styles.item} ${styles.danger}`}>
                        Eliminar
                      </Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            )}
          </div>
        </div>
        {project.description && <p className={styles.muted}>{project.description}</p>}
        <dl className={styles.facts}>
          <dt className={styles.term}>Unidades</dt>
          <dd>
            {countOf(project.available_units, 'disponible', 'disponibles')} de {project.total_units}
          </dd>
          <dt className={styles.term}>Precio</dt>
          <dd>{priceRange(project)}</dd>
          <dt className={styles.term}>Creado</dt>
          <dd>{formatDate(project.created_at)}</dd>
        </dl>
      </div>
      {!canManage && (
        <div className={styles.footer}>
          <Link href={`/projects/${project.id}`} className={styles.link}>
            Ver detalles →
          </Link>
        </div>
      )}
    </article>
  );
}
