import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { entityDeleteMachine } from '#machines/entity-delete/entity-delete.machine';
import { projectsListMachine } from '#machines/projects-list/projects-list.machine';
import { selectProjectsListView } from '#machines/projects-list/projects-list.select';
import { useAuthRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { PlusIcon } from '#ui/components/icons';
import { Pagination } from '#ui/components/pagination';
import { Spinner } from '#ui/components/spinner';
import { EntityDeleteDialog } from '#ui/components/entity-delete-dialog';
import { ProjectCard } from './project-card';
import { useCompanyRights } from './use-company-rights';

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '4',
    flexWrap: 'wrap',
  }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
    gap: '5',
  }),
  footer: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' }),
  muted: css({ color: 'fg.muted', textStyle: 'body' }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
};

type Props = {
  listRef: ActorRefFrom<typeof projectsListMachine>;
  deleteRef: ActorRefFrom<typeof entityDeleteMachine>;
  companyName: string;
  /** OWNER and ADMIN create projects and get each card's menu (spec §6). */
  canManage: boolean;
};

/** Spec §2 "Projects list": the active company's projects as cards, 9 per page. */
export function ProjectsListView({ listRef, deleteRef, companyName, canManage }: Props) {
  const view = useSelector(listRef, selectProjectsListView, shallowEqual);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={css({ textStyle: 'heading.page' })}>Mis Proyectos</h1>
          <p className={styles.muted}>{companyName}</p>
        </div>
        {canManage && (
          <ButtonLink href="/projects/new">
            <PlusIcon /> Crear Nuevo Proyecto
          </ButtonLink>
        )}
      </div>
      {view.loading && <Spinner text="Cargando proyectos..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <div className={styles.actions}>
              <Button size="sm" variant="outline" onClick={() => listRef.send({ type: 'list.reload' })}>
                Reintentar
              </Button>
              <Button size="sm" variant="danger" onClick={() => listRef.send({ type: 'list.forceLogout' })}>
                Forzar Logout (Limpiar Cache)
              </Button>
            </div>
          }
        >
          {view.error}
        </Alert>
      )}
      {view.empty && (
        <EmptyState
          title="Aún no tienes proyectos creados"
          description={
            canManage ? 'Crea tu primer proyecto para empezar a registrar sus unidades.' : undefined
          }
          action={
            canManage ? <ButtonLink href="/projects/new">Crear mi primer proyecto</ButtonLink> : undefined
          }
        />
      )}
      {view.nothingFound && (
        <EmptyState
          title="No se encontraron proyectos"
          action={
            <Button variant="outline" onClick={() => listRef.send({ type: 'list.reload' })}>
              Actualizar
            </Button>
          }
        />
      )}
      {view.projects.length > 0 && (
        <ul className={styles.grid} aria-label="Proyectos" aria-busy={view.refreshing || undefined}>
          {view.projects.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                canManage={canManage}
                onDelete={(p) =>
                  deleteRef.send({
                    type: 'delete.request',
                    target: { kind: 'project', id: p.id, name: p.name },
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      {view.shownLine && !view.empty && (
        <div className={styles.footer}>
          <p className={styles.muted}>{view.shownLine}</p>
          <Pagination
            page={view.page}
            totalPages={view.totalPages}
            onPageChange={(page) => listRef.send({ type: 'page.change', page })}
          />
        </div>
      )}
      <EntityDeleteDialog deleteRef={deleteRef} />
    </div>
  );
}

/** Runs the list and delete actors of the active company and wires them together. */
function CompanyProjects({
  companyId,
  companyName,
  canManage,
}: {
  companyId: number;
  companyName: string;
  canManage: boolean;
}) {
  const authRef = useAuthRef();
  const listRef = useActorRef(projectsListMachine, { input: { companyId } });
  const deleteRef = useActorRef(entityDeleteMachine);
  useEffect(() => {
    listRef.send({ type: 'company.change', companyId });
  }, [listRef, companyId]);
  useEffect(() => {
    const deleted = deleteRef.on('deleted', () => listRef.send({ type: 'list.reload' }));
    const logout = listRef.on('logout', () => authRef.send({ type: 'auth.logout' }));
    return () => {
      deleted.unsubscribe();
      logout.unsubscribe();
    };
  }, [deleteRef, listRef, authRef]);
  return (
    <ProjectsListView
      listRef={listRef}
      deleteRef={deleteRef}
      companyName={companyName}
      canManage={canManage}
    />
  );
}

/** `/projects`: the projects of the active company, or 'Selecciona una empresa'. */
export function ProjectsScreen() {
  const { pending, activeCompany, managesCompany } = useCompanyRights();
  if (pending) return <Spinner text="Cargando empresas..." />;
  if (!activeCompany) {
    return (
      <EmptyState
        title="Selecciona una empresa"
        description="Elige una empresa en la barra superior para ver sus proyectos."
        action={<ButtonLink href="/company/new">Crear empresa</ButtonLink>}
      />
    );
  }
  return (
    <CompanyProjects
      companyId={activeCompany.id}
      companyName={activeCompany.name}
      canManage={managesCompany(activeCompany.id)}
    />
  );
}
