import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatDate, formatMoney } from '#domain/format';
import type { Project } from '#domain/project';
import type { Property } from '#domain/property';
import type { PropertyModel } from '#domain/property-model';
import { PROPERTY_STATUSES, PROPERTY_STATUS_LABELS, type PropertyStatus } from '#domain/statuses';
import { entityDeleteMachine } from '#machines/entity-delete/entity-delete.machine';
import { projectDetailMachine } from '#machines/project-detail/project-detail.machine';
import { selectProjectDetailView } from '#machines/project-detail/project-detail.select';
import { unitStatusMachine } from '#machines/unit-status/unit-status.machine';
import { selectUnitStatusView } from '#machines/unit-status/unit-status.select';
import { AddProjectImages } from '#ui/components/add-project-images';
import { Alert } from '#ui/components/alert';
import { AmenityList } from '#ui/components/amenity-picker';
import { Button, ButtonLink } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { EmptyState } from '#ui/components/empty-state';
import { ImageGallery } from '#ui/components/image-gallery';
import { PlusIcon } from '#ui/components/icons';
import { NearbyPlacesList } from '#ui/components/nearby-places';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { input } from '#styled-system/recipes';
import { projectTypeLabel } from '#domain/statuses';
import { EntityDeleteDialog } from '#ui/components/entity-delete-dialog';
import { LoadStates } from '#ui/components/form-kit';
import { priceRange } from './project-card';
import { PropertyStatusBadge, ProjectStatusBadge } from '#ui/components/status-badge';
import { useCompanyRights } from './use-company-rights';
import { allowedPropertyTypes } from '#domain/statuses';

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
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '4',
    rowGap: '2',
    textStyle: 'body',
  }),
  term: css({ color: 'fg.muted' }),
  link: css({ color: 'fg.link', fontWeight: 'medium', _hover: { textDecoration: 'underline' } }),
  rowActions: css({ display: 'flex', gap: '2', alignItems: 'center' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  statusSelect: css({ minW: '32' }),
};

type Rights = {
  /** OWNER/ADMIN of the project's company (or a platform admin): edit, delete, models, unit changes. */
  canManage: boolean;
  /** Whether the role may create any kind of unit (spec §6: MEMBER apartments and houses). */
  canAddProperty: boolean;
};

type Props = {
  detailRef: ActorRefFrom<typeof projectDetailMachine>;
  statusRef: ActorRefFrom<typeof unitStatusMachine>;
  deleteRef: ActorRefFrom<typeof entityDeleteMachine>;
  rightsFor(project: Project): Rights;
  /** '/projects', or '/admin/projects' when reached from the admin area. */
  basePath?: string;
  onBack(): void;
};

function ModelsTable({
  project,
  models,
  canManage,
  onDelete,
}: {
  project: Project;
  models: PropertyModel[];
  canManage: boolean;
  onDelete(model: PropertyModel): void;
}) {
  if (models.length === 0) return <EmptyState title="Este proyecto aún no tiene modelos de propiedad" />;
  return (
    <Table aria-label="Modelos de propiedad">
      <TableHead>
        <TableRow>
          <TableHeader>Modelo</TableHeader>
          <TableHeader>Área</TableHeader>
          <TableHeader>Habitaciones</TableHeader>
          <TableHeader>Baños</TableHeader>
          <TableHeader>Parqueaderos</TableHeader>
          <TableHeader>Precio base</TableHeader>
          <TableHeader>Propiedades</TableHeader>
          {canManage && <TableHeader>Acciones</TableHeader>}
        </TableRow>
      </TableHead>
      <TableBody>
        {models.map((model) => (
          <TableRow key={model.id}>
            <TableCell>{model.name}</TableCell>
            <TableCell className={styles.nowrap}>{model.area === null ? '—' : `${model.area} m²`}</TableCell>
            <TableCell>{model.bedrooms ?? '—'}</TableCell>
            <TableCell>{model.bathrooms ?? '—'}</TableCell>
            <TableCell>{model.parking_spaces ?? '—'}</TableCell>
            <TableCell>{formatMoney(model.price, model.currency)}</TableCell>
            <TableCell>{model.properties_count}</TableCell>
            {canManage && (
              <TableCell>
                <div className={styles.rowActions}>
                  <Link
                    href={`/projects/${project.id}/property-models/${model.id}/edit`}
                    className={styles.link}
                    aria-label={`Editar modelo ${model.name}`}
                  >
                    Editar
                  </Link>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Eliminar modelo ${model.name}`}
                    onClick={() => onDelete(model)}
                  >
                    Eliminar
                  </Button>
                </div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function UnitsTable({
  project,
  properties,
  canManage,
  savingUnitId,
  canChange,
  onStatus,
  onDelete,
}: {
  project: Project;
  properties: Property[];
  canManage: boolean;
  savingUnitId: number | null;
  canChange: boolean;
  onStatus(unit: Property, status: PropertyStatus): void;
  onDelete(unit: Property): void;
}) {
  if (properties.length === 0) return <EmptyState title="Este proyecto aún no tiene propiedades" />;
  return (
    <Table aria-label="Propiedades del proyecto">
      <TableHead>
        <TableRow>
          <TableHeader>Propiedad</TableHeader>
          <TableHeader>Modelo</TableHeader>
          <TableHeader>Piso</TableHeader>
          <TableHeader>Área</TableHeader>
          <TableHeader>Precio</TableHeader>
          <TableHeader>Estado</TableHeader>
          {canManage && <TableHeader>Acciones</TableHeader>}
        </TableRow>
      </TableHead>
      <TableBody>
        {properties.map((unit) => (
          <TableRow key={unit.id}>
            <TableCell>
              <Link href={`/properties/${unit.id}`} className={styles.link}>
                {unit.name}
              </Link>
            </TableCell>
            <TableCell>{unit.property_model_name ?? '—'}</TableCell>
            <TableCell>{unit.floor_number ?? '—'}</TableCell>
            <TableCell className={styles.nowrap}>{unit.area === null ? '—' : `${unit.area} m²`}</TableCell>
            <TableCell>{formatMoney(unit.price, unit.currency)}</TableCell>
            <TableCell>
              {canManage ? (
                <select
                  aria-label={`Estado de ${unit.name}`}
                  className={`${input({ kind: 'line' })} ${styles.statusSelect}`}
                  value={unit.status}
                  disabled={!canChange}
                  aria-busy={savingUnitId === unit.id || undefined}
                  onChange={(e) => onStatus(unit, e.target.value as PropertyStatus)}
                >
                  {PROPERTY_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {PROPERTY_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              ) : (
                <PropertyStatusBadge status={unit.status} />
              )}
            </TableCell>
            {canManage && (
              <TableCell>
                <div className={styles.rowActions}>
                  <Link
                    href={`/projects/${project.id}/properties/${unit.id}/edit`}
                    className={styles.link}
                    aria-label={`Editar ${unit.name}`}
                  >
                    Editar
                  </Link>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Eliminar ${unit.name}`}
                    onClick={() => onDelete(unit)}
                  >
                    Eliminar
                  </Button>
                </div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Spec §2 "Project detail", rendering the detail, unit-status and delete machines' projections. */
export function ProjectDetailView({
  detailRef,
  statusRef,
  deleteRef,
  rightsFor,
  basePath = '/projects',
  onBack,
}: Props) {
  const view = useSelector(detailRef, selectProjectDetailView, shallowEqual);
  const status = useSelector(statusRef, selectUnitStatusView, shallowEqual);
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
                onRetry: () => detailRef.send({ type: 'detail.reload' }),
              }
            : null
        }
        onBack={onBack}
      />
    );
  }
  const rights = rightsFor(project);
  const place = [project.location, project.neighborhood, project.zone].filter(Boolean);
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
          {rights.canAddProperty && (
            <ButtonLink href={`/projects/${project.id}/add-property`}>
              <PlusIcon /> Anadir Propiedad
            </ButtonLink>
          )}
          {rights.canManage && (
            <>
              <ButtonLink href={`${basePath}/${project.id}/edit`} variant="outline">
                Editar
              </ButtonLink>
              <Button
                variant="danger"
                onClick={() =>
                  deleteRef.send({
                    type: 'delete.request',
                    target: {
                      kind: 'project',
                      id: project.id,
                      name: project.name,
                      redirectTo:
                        basePath === '/projects'
                          ? '/projects'
                          : `${basePath}?company_id=${project.company_id}`,
                    },
                  })
                }
              >
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
              rights.canManage ? (
                <AddProjectImages
                  project={project}
                  onSaved={() => detailRef.send({ type: 'detail.reload' })}
                />
              ) : undefined
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
          <Card title="Unidades y Precios">
            <dl className={styles.facts}>
              <dt className={styles.term}>Total de unidades</dt>
              <dd>{project.total_units}</dd>
              <dt className={styles.term}>Disponibles</dt>
              <dd>{project.available_units}</dd>
              <dt className={styles.term}>Vendidas</dt>
              <dd>{view.soldUnits}</dd>
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
          rights.canManage ? (
            <ButtonLink size="sm" href={`/projects/${project.id}/property-models/new`}>
              <PlusIcon /> Agregar Modelo
            </ButtonLink>
          ) : undefined
        }
      >
        <ModelsTable
          project={project}
          models={view.models}
          canManage={rights.canManage}
          onDelete={(model) =>
            deleteRef.send({
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
              <Button size="sm" variant="outline" onClick={() => statusRef.send({ type: 'status.reload' })}>
                Recargar
              </Button>
            }
          >
            {status.conflict}
          </Alert>
        )}
        <UnitsTable
          project={project}
          properties={view.properties}
          canManage={rights.canManage}
          savingUnitId={status.savingUnitId}
          canChange={status.canChange}
          onStatus={(unit, next) => statusRef.send({ type: 'status.change', unit, status: next })}
          onDelete={(unit) =>
            deleteRef.send({
              type: 'delete.request',
              target: { kind: 'property', id: unit.id, name: unit.name, projectId: project.id },
            })
          }
        />
      </Card>
      <EntityDeleteDialog deleteRef={deleteRef} />
    </div>
  );
}

/** Runs the project page's actors and wires their announcements together. */
function ProjectDetail({ projectId, basePath }: { projectId: number; basePath: string }) {
  const [, setLocation] = useLocation();
  const { roles, isPlatformAdmin, managesCompany } = useCompanyRights();
  const detailRef = useActorRef(projectDetailMachine, { input: { projectId } });
  const statusRef = useActorRef(unitStatusMachine, { input: { projectId } });
  const deleteRef = useActorRef(entityDeleteMachine);
  useEffect(() => {
    const reload = () => detailRef.send({ type: 'detail.reload' });
    const subs = [
      statusRef.on('changed', reload),
      deleteRef.on('deleted', (e) => {
        if (e.target.kind !== 'project') reload();
      }),
      deleteRef.on('navigate', (e) => setLocation(e.to, { replace: e.replace })),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [detailRef, statusRef, deleteRef, setLocation]);
  return (
    <ProjectDetailView
      detailRef={detailRef}
      statusRef={statusRef}
      deleteRef={deleteRef}
      basePath={basePath}
      onBack={() => setLocation(basePath === '/projects' ? '/projects' : '/admin/companies')}
      rightsFor={(project) => ({
        canManage: managesCompany(project.company_id),
        canAddProperty: isPlatformAdmin || allowedPropertyTypes(roles[project.company_id]).length > 0,
      })}
    />
  );
}

/** `/projects/{projectId}` and `/admin/projects/{projectId}`. */
export function ProjectDetailScreen({ basePath = '/projects' }: { basePath?: string }) {
  const projectId = Number(useParams<{ projectId: string }>().projectId);
  return <ProjectDetail key={projectId} projectId={projectId} basePath={basePath} />;
}
