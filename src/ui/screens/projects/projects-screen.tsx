import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import type { Project } from '#domain/project';
import { selectProjectsListView } from '#machines/portal/projects-list/projects-list.select';
import { projectsPageMachine } from '#machines/portal/projects-page/projects-page.machine';
import {
  selectProjectsPageView,
  type ProjectsPageView,
} from '#machines/portal/projects-page/projects-page.select';
import { useAuthRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { PlusIcon } from '#ui/components/icons';
import { Pagination } from '#ui/components/pagination';
import { Spinner } from '#ui/components/spinner';
import { EntityDeleteDialog } from '#ui/components/entity-delete-dialog';
import { useAccess, useAccessSync } from '#ui/shell/use-page-bindings';
import { ProjectCard } from '#ui/components/project-card';
import { useActiveCompany } from '#ui/shell/use-active-company';

type ProjectsPageRef = ActorRefFrom<typeof projectsPageMachine>;

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

type ListProps = {
  listRef: ProjectsPageView['listRef'];
  companyName: string;
  /** OWNER and ADMIN create projects (spec §6). */
  canCreate: boolean;
  /** OWNER and ADMIN get each card's menu (spec §6). */
  canManage: boolean;
  onDelete(project: Project): void;
};

/** Spec §2 "Projects list": the active company's projects as cards, 9 per page. */
function ProjectsListView({ listRef, companyName, canCreate, canManage, onDelete }: ListProps) {
  const view = useSelector(listRef, selectProjectsListView, shallowEqual);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={css({ textStyle: 'heading.page' })}>Mis Proyectos</h1>
          <p className={styles.muted}>{companyName}</p>
        </div>
        {canCreate && (
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
            canCreate ? 'Crea tu primer proyecto para empezar a registrar sus unidades.' : undefined
          }
          action={
            canCreate ? <ButtonLink href="/projects/new">Crear mi primer proyecto</ButtonLink> : undefined
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
              <ProjectCard project={project} canManage={canManage} onDelete={onDelete} />
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
    </div>
  );
}

/** The projects page as its machine projects it: the list, the delete dialog and the rights. */
export function ProjectsPage({ pageRef, companyName }: { pageRef: ProjectsPageRef; companyName: string }) {
  const page = useSelector(pageRef, selectProjectsPageView, shallowEqual);
  return (
    <>
      <ProjectsListView
        listRef={page.listRef}
        companyName={companyName}
        canCreate={page.canCreate}
        canManage={page.canManage}
        onDelete={(p) => pageRef.send({ type: 'project.delete', project: { id: p.id, name: p.name } })}
      />
      <EntityDeleteDialog deleteRef={page.deleteRef} />
    </>
  );
}

/** Runs the page machine of the active company's projects. */
function CompanyProjects({ companyId, companyName }: { companyId: number; companyName: string }) {
  const access = useAccess();
  const authRef = useAuthRef();
  const pageRef = useActorRef(
    projectsPageMachine.provide({ actions: { logout: () => authRef.send({ type: 'auth.logout' }) } }),
    { input: { companyId, access } }
  );
  useAccessSync(pageRef, access);
  // Spec §4: the list follows the active company.
  useEffect(() => pageRef.send({ type: 'company.change', companyId }), [pageRef, companyId]);
  return <ProjectsPage pageRef={pageRef} companyName={companyName} />;
}

/** `/projects`: the projects of the active company, or 'Selecciona una empresa'. */
export function ProjectsScreen() {
  const { pending, activeCompany } = useActiveCompany();
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
  return <CompanyProjects companyId={activeCompany.id} companyName={activeCompany.name} />;
}
