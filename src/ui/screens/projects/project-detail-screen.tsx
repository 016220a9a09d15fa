import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatDate } from '#domain/format';
import type { ProjectDetailPageEvent } from '#machines/portal/project-detail-page/project-detail-page.machine';
import { projectDetailPageMachine } from '#machines/portal/project-detail-page/project-detail-page.machine';
import {
  selectProjectDetailPageView,
  type ProjectDetailPageView,
} from '#machines/portal/project-detail-page/project-detail-page.select';
import { selectProjectDetailView } from '#machines/portal/project-detail/project-detail.select';
import { selectUnitStatusView } from '#machines/portal/unit-status/unit-status.select';
import { AddProjectImages } from '#ui/components/add-project-images';
import { Alert } from '#ui/components/alert';
import { AmenityList } from '#ui/components/amenity-picker';
import { Button, ButtonLink } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { EntityDeleteDialog } from '#ui/components/entity-delete-dialog';
import { LoadStates } from '#ui/components/form-kit';
import { PlusIcon } from '#ui/components/icons';
import { ImageGallery } from '#ui/components/image-gallery';
import { NearbyPlacesList } from '#ui/components/nearby-places';
import { ProjectStatusBadge } from '#ui/components/status-badge';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { ProjectFacts } from './project-detail-facts';
import { ProjectModels } from './project-models';
import { ProjectUnits } from './project-units';

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
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  muted: css({ color: 'fg.muted', textStyle: 'body' }),
  columns: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
    gap: '6',
    alignItems: 'start',
  }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
};

/** Props of {@link ProjectDetailView}. */
export type ProjectDetailViewProps = {
  /** The page's projection: its child actors, its paths and the rights the policy gives. */
  page: ProjectDetailPageView;
  send(event: ProjectDetailPageEvent): void;
};

/** Spec §2 "Project detail", rendering the detail and unit-status projections with the page's rights. */
export function ProjectDetailView({ page, send }: ProjectDetailViewProps) {
  const view = useSelector(page.detailRef, selectProjectDetailView, shallowEqual);
  const status = useSelector(page.statusRef, selectUnitStatusView, shallowEqual);
  const project = view.project;
  if (!project) {
    return (
      <LoadStates
        loading={view.loading}
        loadingText="Cargando proyecto..."
        notFound={view.notFound ? { title: 'Proyecto no encontrado' } : null}
        error={
          view.error
            ? {
                title: view.error,
                message: view.errorDetail,
                onRetry: () => page.detailRef.send({ type: 'detail.reload' }),
              }
            : null
        }
        onBack={() => send({ type: 'page.back' })}
      />
    );
  }
  return (
    <div className={styles.page} aria-busy={view.refreshing || undefined}>
      <div className={styles.header}>
        <div>
          <div className={styles.titleRow}>
            <h1 className={css({ textStyle: 'heading.page' })}>{project.name}</h1>
            <ProjectStatusBadge status={project.status} />
          </div>
          <p className={styles.muted}>Creado el {formatDate(project.created_at)}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink href={`/constructor/projects/${project.id}/availability`} variant="outline">
            Tablero de disponibilidad
          </ButtonLink>
          {page.canAddProperty && (
            <ButtonLink href={`/projects/${project.id}/add-property`}>
              <PlusIcon /> Anadir Propiedad
            </ButtonLink>
          )}
          {page.canManage && (
            <>
              <ButtonLink href={`${page.basePath}/${project.id}/edit`} variant="outline">
                Editar
              </ButtonLink>
              <Button variant="danger" onClick={() => send({ type: 'project.delete' })}>
                Eliminar
              </Button>
            </>
          )}
        </div>
      </div>

      <div className={styles.columns}>
        <div className={styles.stack}>
          <Card title="Descripción">
            <p className={css({ textStyle: 'body' })}>{project.description || 'Sin descripción'}</p>
          </Card>
          <Card
            title="Imágenes"
            actions={
              page.canManage ? <AddProjectImages imagesRef={page.imagesRef} project={project} /> : undefined
            }
          >
            <ImageGallery
              images={project.image_urls}
              title={project.name}
              emptyText="Este proyecto aún no tiene imágenes"
            />
          </Card>
        </div>
        <div className={styles.stack}>
          <ProjectFacts project={project} soldUnits={view.soldUnits} />
          <Card title="Amenidades">
            <AmenityList items={project.amenities.map((a) => ({ code: a.code, label: a.name }))} />
          </Card>
          <Card title="Lugares Cercanos">
            <NearbyPlacesList places={project.nearby_places} />
          </Card>
        </div>
      </div>
      <Card
        title="Modelos de Propiedad"
        actions={
          page.canManage ? (
            <ButtonLink size="sm" href={`/projects/${project.id}/property-models/new`}>
              <PlusIcon /> Agregar Modelo
            </ButtonLink>
          ) : undefined
        }
      >
        <ProjectModels
          modelsRef={page.modelsRef}
          project={project}
          canManage={page.canManage}
          onDelete={(model) =>
            page.deleteRef.send({
              type: 'delete.request',
              target: {
                kind: 'model',
                id: model.id,
                name: model.name,
                propertiesCount: model.properties_count,
              },
            })
          }
        />
      </Card>
      <Card title="Propiedades del Proyecto">
        {status.conflict && (
          <Alert
            tone="warning"
            title={`No se guardó el cambio de ${status.conflictUnitName ?? 'la propiedad'}`}
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() => page.statusRef.send({ type: 'status.reload' })}
              >
                Recargar
              </Button>
            }
          >
            {status.conflict}
          </Alert>
        )}
        <ProjectUnits
          unitsRef={page.unitsRef}
          project={project}
          canManage={page.canManage}
          savingUnitId={status.savingUnitId}
          canChange={status.canChange}
          onStatus={(unit, next) => page.statusRef.send({ type: 'status.change', unit, status: next })}
          onDelete={(unit) =>
            page.deleteRef.send({
              type: 'delete.request',
              target: { kind: 'property', id: unit.id, name: unit.name, projectId: project.id },
            })
          }
        />
      </Card>
      <EntityDeleteDialog deleteRef={page.deleteRef} />
    </div>
  );
}

/** The project page as its machine projects it. */
export function ProjectDetailPage({ pageRef }: { pageRef: ActorRefFrom<typeof projectDetailPageMachine> }) {
  const page = useSelector(pageRef, selectProjectDetailPageView, shallowEqual);
  return <ProjectDetailView page={page} send={pageRef.send} />;
}

/** Runs the project page's machine, which wires the detail, status, delete and images actors together. */
function ProjectDetail({ projectId, basePath }: { projectId: number; basePath: string }) {
  const access = useAccess();
  const navigate = useNavigateAction();
  const pageRef = useActorRef(projectDetailPageMachine.provide({ actions: { navigate } }), {
    input: { projectId, basePath, access },
  });
  useAccessSync(pageRef, access);
  return <ProjectDetailPage pageRef={pageRef} />;
}

/** `/projects/{projectId}` and `/admin/projects/{projectId}`. */
export function ProjectDetailScreen({ basePath = '/projects' }: { basePath?: string }) {
  const projectId = Number(useParams<{ projectId: string }>().projectId);
  return <ProjectDetail key={projectId} projectId={projectId} basePath={basePath} />;
}
