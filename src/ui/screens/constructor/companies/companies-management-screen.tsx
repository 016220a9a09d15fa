import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { companiesManagementPageMachine } from '#machines/constructor/companies-management-page/companies-management-page.machine';
import { selectCompaniesManagementView } from '#machines/constructor/companies-management-page/companies-management-page.select';
import { parseCompanyListQuery } from '#machines/constructor/companies-management-page/company-list-query';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { pageStyles } from '#ui/components/page-kit';
import { Pagination } from '#ui/components/pagination';
import { Spinner } from '#ui/components/spinner';
import { useSessionRef } from '#ui/app-actors';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { DeleteCompanyDialog } from '#ui/components/delete-company-dialog';
import { CompanyViewsFrame } from '#ui/shell/workspace-nav';
import { CompanyEditModal } from './company-edit-modal';
import { CompanyListFilters } from './company-list-filters';
import { ManagedCompanyCard } from './managed-company-card';

// Spec §9: the company screen's mobile layout is below 768 px (one compact card a row).
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
});

type PageRef = ActorRefFrom<typeof companiesManagementPageMachine>;

/** 'Gestión de Empresas', Lista: search, filters, sort, cards, pages, the edit modal and the delete dialog. */
export function CompaniesManagementView({ pageRef }: { pageRef: PageRef }) {
  const view = useSelector(pageRef, selectCompaniesManagementView, shallowEqual);
  const send = pageRef.send;
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>Gestión de Empresas</h1>
          <p className={pageStyles.subtitle}>
            {view.loading ? 'Tus empresas' : `${view.totalItems} empresa(s)`}
          </p>
        </div>
        <ButtonLink href="/constructor/companies/new">+ Nueva Empresa</ButtonLink>
      </div>
      <CompanyListFilters
        draft={view.draft}
        filters={view.filters}
        sort={view.sort}
        filtering={view.filtering}
        onType={(term) => send({ type: 'search.input', term })}
        onSubmit={() => send({ type: 'search.submit' })}
        onChange={(filters) => send({ type: 'filters.change', filters })}
        onSort={(sort) => send({ type: 'sort.change', sort })}
        onClear={() => send({ type: 'filters.clear' })}
      />
      {view.loading && <Spinner text="Cargando empresas..." />}
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
      {view.empty && <EmptyState title={view.empty.title} description={view.empty.hint} />}
      {view.cards.length > 0 && (
        <div className={grid} role="list" aria-label="Empresas" aria-busy={view.refreshing || undefined}>
          {view.cards.map(({ company, canEdit, canDelete }) => (
            <div
              role="listitem"
              key={company.id}
              className={css({ display: 'flex', '& > *': { flex: '1' } })}
            >
              <ManagedCompanyCard
                company={company}
                canEdit={canEdit}
                canDelete={canDelete}
                onView={() => send({ type: 'company.view', companyId: company.id })}
                onEdit={() => send({ type: 'company.edit', companyId: company.id })}
                onDelete={() => send({ type: 'company.delete', company })}
              />
            </div>
          ))}
        </div>
      )}
      <Pagination
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={(page) => send({ type: 'page.change', page })}
      />
      <CompanyEditModal
        edit={view.edit}
        onClose={() => send({ type: 'edit.close' })}
        onSubmit={(values) => send({ type: 'edit.submit', values })}
        onRetry={() => send({ type: 'edit.retry' })}
        onReload={() => send({ type: 'form.reload' })}
      />
      <DeleteCompanyDialog deleteRef={view.deleteRef} />
    </div>
  );
}

/** `/constructor/companies` (Lista): the companies the user belongs to (every company for a platform admin). */
export function CompaniesManagementScreen() {
  const search = useSearch();
  const access = useAccess();
  const navigate = useNavigateAction();
  const sessionRef = useSessionRef();
  // The URL at mount is the machine's input; later changes (back, forward, a link) are sent to it.
  const [initial] = useState(() => parseCompanyListQuery(search));
  const pageRef = useActorRef(
    companiesManagementPageMachine.provide({
      actions: { navigate, reloadSession: () => sessionRef?.send({ type: 'session.reload' }) },
    }),
    {
      input: { access, ...initial },
    }
  );
  useAccessSync(pageRef, access);
  useEffect(() => pageRef.send({ type: 'url.changed', ...parseCompanyListQuery(search) }), [pageRef, search]);
  return (
    <CompanyViewsFrame>
      <CompaniesManagementView pageRef={pageRef} />
    </CompanyViewsFrame>
  );
}
