import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { constructorProjectsPageMachine } from '#machines/constructor/constructor-projects-page/constructor-projects-page.machine';
import { selectConstructorProjectsPageView } from '#machines/constructor/constructor-projects-page/constructor-projects-page.select';
import { parseListQuery } from '#machines/constructor/constructor-projects-page/list-query';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { EntityDeleteDialog } from '#ui/components/entity-delete-dialog';
import { PlusIcon } from '#ui/components/icons';
import { pageStyles } from '#ui/components/page-kit';
import { Pagination } from '#ui/components/pagination';
import { Spinner } from '#ui/components/spinner';
import { useActiveCompany } from '#ui/shell/use-active-company';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { ConstructorProjectCard } from './constructor-project-card';
import { ProjectDetailModal } from './project-detail-modal';
import { ProjectListFilters } from './project-list-filters';
import { ProjectViewsFrame } from '#ui/shell/workspace-nav';

// One column on phones, two on tablets, three from 1280 px (spec §2).
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});

type PageRef = ActorRefFrom<typeof constructorProjectsPageMachine>;

/** The Lista view: search and filters, a page of cards with the pager, the detail modal and the delete dialog. */
export function ConstructorProjectsView({ pageRef, companyName }: { pageRef: PageRef; companyName: string }) {
  const view = useSelector(pageRef, selectConstructorProjectsPageView, shallowEqual);
  const send = pageRef.send;
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>Proyectos</h1>
          <p className={pageStyles.subtitle}>{companyName}</p>
        </div>
        {view.canEdit && (
          <ButtonLink href="/constructor/projects/new">
            <PlusIcon /> Nuevo Proyecto
          </ButtonLink>
        )}
      </div>
      <ProjectListFilters
        draft={view.draft}
        filters={view.filters}
        filtering={view.filtering}
        onType={(term) => send({ type: 'search.input', term })}
        onSubmit={() => send({ type: 'search.submit' })}
        onChange={(filters) => send({ type: 'filters.change', filters })}
        onClear={() => send({ type: 'filters.clear' })}
      />
      {view.loading && <Spinner text="Cargando proyectos..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'list.reload' })}>
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {view.empty && (
        <EmptyState
          title="Aún no tienes proyectos creados"
          description="Los proyectos de la empresa aparecerán aquí."
          action={
            view.canEdit ? (
              <ButtonLink href="/constructor/projects/new">Crear el primer proyecto</ButtonLink>
            ) : undefined
          }
        />
      )}
      {view.nothingFound && (
        <EmptyState
          title="No se encontraron proyectos"
          description="Prueba con otra búsqueda o limpia los filtros."
          action={
            <Button variant="outline" onClick={() => send({ type: 'filters.clear' })}>
              Limpiar filtros
            </Button>
          }
        />
      )}
      {view.cards.length > 0 && (
        <div className={grid} aria-busy={view.refreshing || undefined} aria-label="Proyectos" role="list">
          {view.cards.map((card) => (
            <div
              role="listitem"
              key={card.id}
              className={css({ display: 'flex', minW: '0', '& > *': { flex: '1' } })}
            >
              <ConstructorProjectCard
                card={card}
                canEdit={view.canEdit}
                canDelete={view.canDelete}
                onView={() => send({ type: 'project.open', projectId: card.id })}
                onDelete={() => send({ type: 'project.delete', project: { id: card.id, name: card.name } })}
              />
            </div>
          ))}
        </div>
      )}
      <Pagination
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={(page) => send({ type: 'page.go', page })}
      />
      <ProjectDetailModal
        detail={view.detail}
        canEdit={view.canEdit}
        onClose={() => send({ type: 'modal.close' })}
        onEdit={() => send({ type: 'project.edit' })}
        onRetry={() => send({ type: 'detail.reload' })}
      />
      <EntityDeleteDialog deleteRef={view.deleteRef} />
    </div>
  );
}

function ConstructorProjectsPage({ companyId, companyName }: { companyId: number; companyName: string }) {
  const search = useSearch();
  const access = useAccess();
  const navigate = useNavigateAction();
  // The URL at mount is the machine's input; later changes (back, forward) are sent to it.
  const [initial] = useState(() => parseListQuery(search));
  const pageRef = useActorRef(constructorProjectsPageMachine.provide({ actions: { navigate } }), {
    input: { companyId, access, ...initial },
  });
  useAccessSync(pageRef, access);
  useEffect(() => pageRef.send({ type: 'company.change', companyId }), [pageRef, companyId]);
  useEffect(() => pageRef.send({ type: 'url.changed', ...parseListQuery(search) }), [pageRef, search]);
  return <ConstructorProjectsView pageRef={pageRef} companyName={companyName} />;
}

/** `/constructor/projects` (Lista): the active company's projects, or 'Selecciona una empresa'. */
export function ConstructorProjectsScreen() {
  const { pending, activeCompany } = useActiveCompany();
  let body;
  if (pending) body = <Spinner text="Cargando empresas..." />;
  else if (!activeCompany)
    body = (
      <EmptyState
        title="Selecciona una empresa"
        description="Elige una empresa en la barra superior para ver sus proyectos."
      />
    );
  else body = <ConstructorProjectsPage companyId={activeCompany.id} companyName={activeCompany.name} />;
  return <ProjectViewsFrame>{body}</ProjectViewsFrame>;
}
