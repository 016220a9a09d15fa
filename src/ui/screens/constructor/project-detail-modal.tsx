import { css } from '#styled-system/css';
import { constructionStageBadge } from '#domain/construction';
import type { ConstructorProjectsPageView } from '#machines/constructor/constructor-projects-page/constructor-projects-page.select';
import { AddProjectImages } from '#ui/components/add-project-images';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button, ButtonLink } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { ImageGallery } from '#ui/components/image-gallery';
import { Spinner } from '#ui/components/spinner';
import { ProjectImage } from '#ui/components/project-card';
import { ProjectExtras, ProjectFigures, ProjectPlaceAndTeam } from './project-detail-sections';

const styles = {
  // The dialog's body is a flex column that scrolls: the picture must keep its height. The placeholder's icon
  // sits in the middle.
  hero: css({
    w: 'full',
    h: { base: '40', md: '56' },
    flexShrink: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.muted',
    objectFit: 'cover',
    borderRadius: 'card',
    bg: 'bg.muted',
  }),
  subtitle: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  imagesHead: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '2',
    flexWrap: 'wrap',
  }),
  heading: css({ textStyle: 'heading.card' }),
  text: css({ textStyle: 'body', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }),
};

/** Props of {@link ProjectDetailModal}: the page's projection of the modal, and the intents it sends. */
export type ProjectDetailModalProps = {
  detail: ConstructorProjectsPageView['detail'];
  canEdit: boolean;
  onClose(): void;
  onEdit(): void;
  onRetry(): void;
};

/** The detail modal of the Lista view (spec §2, constructor variant). */
export function ProjectDetailModal({ detail, canEdit, onClose, onEdit, onRetry }: ProjectDetailModalProps) {
  const { project } = detail;
  const stage = project ? constructionStageBadge(project.construction_stage) : null;
  const place = project
    ? [project.location ?? project.city, project.neighborhood, project.zone].filter(Boolean).join(' · ')
    : '';
  return (
    <Dialog
      open={detail.open}
      size="xl"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={project?.name ?? 'Proyecto'}
      description={
        project &&
        stage && (
          <span className={styles.subtitle}>
            <span>{place || 'Ubicación no especificada'}</span>
            <Badge tone={stage.tone}>{stage.label}</Badge>
          </span>
        )
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
          {project && (
            <ButtonLink href={`/constructor/projects/${project.id}/availability`} variant="outline">
              Tablero de disponibilidad
            </ButtonLink>
          )}
          {canEdit && project && <Button onClick={onEdit}>Editar Proyecto</Button>}
        </>
      }
    >
      {detail.loading && <Spinner text="Cargando proyecto..." />}
      {detail.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              Reintentar
            </Button>
          }
        >
          {detail.error}
        </Alert>
      )}
      {project && (
        <>
          <ProjectImage url={project.image_urls[0]} name={project.name} className={styles.hero} />
          <p className={styles.text}>{project.description || 'Sin descripción'}</p>
          <section
            aria-label="Imágenes"
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          >
            <div className={styles.imagesHead}>
              <h3 className={styles.heading}>Imágenes</h3>
              {canEdit && detail.imagesRef && (
                <AddProjectImages imagesRef={detail.imagesRef} project={project} />
              )}
            </div>
            <ImageGallery images={project.image_urls} title={project.name} />
          </section>
          <ProjectFigures
            project={project}
            unitsSold={detail.unitsSold}
            salesPercent={detail.salesPercent}
            salesTone={detail.salesTone}
          />
          <ProjectPlaceAndTeam project={project} />
          <ProjectExtras project={project} />
        </>
      )}
    </Dialog>
  );
}
