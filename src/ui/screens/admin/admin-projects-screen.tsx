import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatAdminPriceRange } from '#domain/admin';
import { projectStatusBadge } from '#domain/statuses';
import type { Project } from '#domain/project';
import type { adminProjectsMachine } from '#machines/admin/admin-projects/admin-projects.machine';
import { selectAdminProjectsView } from '#machines/admin/admin-projects/admin-projects.select';
import { adminProjectsPageMachine } from '#machines/admin/admin-projects-page/admin-projects-page.machine';
import { selectAdminProjectsPageView } from '#machines/admin/admin-projects-page/admin-projects-page.select';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button, ButtonLink } from '#ui/components/button';
import { Card, StatCard } from '#ui/components/card';
import { EmptyState } from '#ui/components/empty-state';
import { Pagination } from '#ui/components/pagination';
import { SearchBox } from '#ui/components/search-box';
import { Spinner } from '#ui/components/spinner';
import { orDash, pageStyles } from '#ui/components/page-kit';

const styles = {
  card: css({ display: 'flex', flexDirection: 'column', gap: '2', h: 'full' }),
  cardTitle: css({ textStyle: 'heading.card' }),
  meta: css({ color: 'fg.muted', textStyle: 'body' }),
  figures: css({ display: 'flex', gap: '4', textStyle: 'body', flexWrap: 'wrap' }),
  buttons: css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: 'auto', pt: '2' }),
};

function ProjectCard({ project }: { project: Project }) {
  const status = projectStatusBadge(project.status);
  const price = formatAdminPriceRange(project);
  return (
    <Card>
      <article aria-label={project.name} className={styles.card}>
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: '2',
          })}
        >
          <h2 className={styles.cardTitle}>{project.name}</h2>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className={styles.meta}>{orDash(project.location ?? project.city, 'Ubicación no especificada')}</p>
        {project.neighborhood && <p className={styles.meta}>{project.neighborhood}</p>}
        <p className={styles.figures}>
          <span>Unidades: {project.total_units}</span>
          <span>Disponibles: {project.available_units}</span>
        </p>
        {price && <p className={css({ textStyle: 'body', fontWeight: 'semibold' })}>{price}</p>}
        <div className={styles.buttons}>
          <ButtonLink size="sm" href={`/admin/projects/${project.id}`}>
            Ver Detalles
          </ButtonLink>
          <ButtonLink size="sm" variant="outline" href={`/admin/projects/${project.id}/edit`}>
            Editar
          </ButtonLink>
        </div>
      </article>
    </Card>
  );
}

/** Spec §2 "Admin projects": 'Proyectos de {company}', figures of the page, search, cards, pages of 9. */
export function AdminProjectsView({
  projectsRef,
}: {
  projectsRef: ActorRefFrom<typeof adminProjectsMachine>;
}) {
  const view = useSelector(projectsRef, selectAdminProjectsView, shallowEqual);
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          {view.companyName ? `Proyectos de ${view.companyName}` : 'Proyectos de la empresa'}
        </h1>
        <ButtonLink href="/admin/companies" variant="outline">
          Volver a Empresas
        </ButtonLink>
      </div>
      {view.figures && (
        <div className={pageStyles.stats}>
          <StatCard label="Total Proyectos" value={view.figures.projects} />
          <StatCard label="Total Unidades" value={view.figures.units} />
          <StatCard label="Unidades Disponibles" value={view.figures.available} />
          <StatCard label="Ubicaciones" value={view.figures.locations} />
        </div>
      )}
      <SearchBox
        placeholder="Buscar por nombre, ubicación o barrio..."
        onSearch={(term) => projectsRef.send({ type: 'projects.search', term })}
      />
      {view.loading && <Spinner size="lg" text="Cargando proyectos..." />}
      {view.error && (
        <Alert
          tone="error"
          title="Error al cargar proyectos"
          action={
            <Button size="sm" variant="outline" onClick={() => projectsRef.send({ type: 'projects.reload' })}>
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {view.empty && <EmptyState title={view.emptyText} />}
      {view.projects.length > 0 && (
        <div className={pageStyles.cards} aria-busy={view.refreshing || undefined}>
          {view.projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </div>
      )}
      {view.showPagination && (
        <Pagination
          page={view.page}
          totalPages={view.totalPages}
          onPageChange={(page) => projectsRef.send({ type: 'projects.page', page })}
        />
      )}
    </div>
  );
}

/** The page's body: the URL's company's projects, or the pointer back to the list. */
export function AdminProjectsPage({ pageRef }: { pageRef: ActorRefFrom<typeof adminProjectsPageMachine> }) {
  const { projectsRef } = useSelector(pageRef, selectAdminProjectsPageView, shallowEqual);
  if (!projectsRef) {
    return (
      <EmptyState
        title="Selecciona una empresa"
        description="Elige 'Ver Proyectos' en una empresa de la administración."
        action={<ButtonLink href="/admin/companies">Volver a Empresas</ButtonLink>}
      />
    );
  }
  return <AdminProjectsView projectsRef={projectsRef} />;
}

function AdminProjectsScreenFor({ companyId }: { companyId: number | null }) {
  const pageRef = useActorRef(adminProjectsPageMachine, { input: { companyId } });
  return <AdminProjectsPage pageRef={pageRef} />;
}

/** /admin/projects?company_id={id}; keyed by the company, so another one starts afresh. */
export function AdminProjectsScreen() {
  const id = Number(new URLSearchParams(useSearch()).get('company_id'));
  const companyId = Number.isInteger(id) && id > 0 ? id : null;
  return <AdminProjectsScreenFor key={companyId ?? 'none'} companyId={companyId} />;
}
