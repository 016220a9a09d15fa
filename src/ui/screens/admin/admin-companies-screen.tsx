import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import type { AdminCompany } from '#domain/admin';
import { selectAdminCompaniesView } from '#machines/admin/admin-companies/admin-companies.select';
import {
  adminCompaniesPageMachine,
  type AdminCompaniesPageEvent,
} from '#machines/admin/admin-companies-page/admin-companies-page.machine';
import {
  selectAdminCompaniesPageView,
  type AdminCompaniesPageView,
} from '#machines/admin/admin-companies-page/admin-companies-page.select';
import { selectSessionView } from '#machines/shell/session/session.select';
import { useSessionRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button, ButtonLink } from '#ui/components/button';
import { Card, StatCard } from '#ui/components/card';
import { EmptyState } from '#ui/components/empty-state';
import { Pagination } from '#ui/components/pagination';
import { SearchBox } from '#ui/components/search-box';
import { Spinner } from '#ui/components/spinner';
import { orDash, pageStyles, TrashIcon } from '#ui/components/page-kit';
import { DeleteCompanyDialog } from '#ui/components/delete-company-dialog';
import { useAccess, useAccessSync } from '#ui/shell/use-page-bindings';

const styles = {
  card: css({ display: 'flex', flexDirection: 'column', gap: '3', h: 'full' }),
  cardTitle: css({ textStyle: 'heading.card' }),
  meta: css({ color: 'fg.muted', textStyle: 'body' }),
  figures: css({ display: 'flex', gap: '4', textStyle: 'body' }),
  buttons: css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: 'auto', alignItems: 'center' }),
};

/** Spec §2: city and country, or 'Ubicación no especificada'. */
export const companyPlace = (company: Pick<AdminCompany, 'city' | 'country_name' | 'country_code'>) => {
  const parts = [company.city, company.country_name ?? company.country_code].filter((p) => p && p.trim());
  return parts.length > 0 ? parts.join(', ') : 'Ubicación no especificada';
};

function CompanyCard({
  company,
  onDelete,
}: {
  company: AdminCompany;
  /** Absent without the platform manage permission: no trash button. */
  onDelete?(company: AdminCompany): void;
}) {
  return (
    <Card>
      <article aria-label={company.name} className={styles.card}>
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: '2',
          })}
        >
          <h2 className={styles.cardTitle}>{company.name}</h2>
          {company.verified && <Badge tone="green">Verificada</Badge>}
        </div>
        <p className={styles.meta}>{companyPlace(company)}</p>
        <p className={styles.meta}>ID de registro: {orDash(company.registration_id)}</p>
        {company.website && (
          <a href={company.website} target="_blank" rel="noreferrer" className={pageStyles.link}>
            {company.website}
          </a>
        )}
        <p className={styles.figures}>
          <span>{company.member_count} miembro(s)</span>
          <span>{company.project_count} proyecto(s)</span>
        </p>
        <div className={styles.buttons}>
          <ButtonLink size="sm" href={`/admin/companies/${company.id}`}>
            Ver Detalles
          </ButtonLink>
          <ButtonLink size="sm" variant="outline" href={`/admin/projects?company_id=${company.id}`}>
            Ver Proyectos
          </ButtonLink>
          {onDelete && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Eliminar ${company.name}`}
              onClick={() => onDelete(company)}
            >
              <TrashIcon />
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
}

/** Props of {@link AdminCompaniesView}. */
export type AdminCompaniesViewProps = {
  /** The page's projection: the list's and the dialog's actors, the notice and the delete right. */
  page: AdminCompaniesPageView;
  send(event: AdminCompaniesPageEvent): void;
};

/** Spec §2 "Admin list": four figures over all companies, search on the page, cards, pages of 6. */
export function AdminCompaniesView({ page, send }: AdminCompaniesViewProps) {
  const { listRef, deleteRef, notice } = page;
  const view = useSelector(listRef, selectAdminCompaniesView, shallowEqual);
  const openDelete = page.canDelete
    ? (company: AdminCompany) => send({ type: 'company.delete', company })
    : undefined;
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>Administración de Empresas</h1>
      {notice && <Alert tone="success">{notice}</Alert>}
      {view.stats && (
        <div className={pageStyles.stats}>
          <StatCard label="Total Empresas" value={view.stats.total} />
          <StatCard label="Empresas Verificadas" value={view.stats.verified} />
          <StatCard label="Países" value={view.stats.countries} />
          <StatCard label="Total Proyectos" value={view.stats.projects} />
        </div>
      )}
      <SearchBox
        placeholder="Buscar por nombre, ciudad o país..."
        onSearch={(term) => listRef.send({ type: 'companies.search', term })}
      />
      {view.loading && <Spinner size="lg" text="Cargando empresas..." />}
      {view.error && (
        <Alert
          tone="error"
          title="Error al cargar empresas"
          action={
            <Button size="sm" variant="outline" onClick={() => listRef.send({ type: 'companies.reload' })}>
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {view.empty && <EmptyState title={view.emptyText} />}
      {view.companies.length > 0 && (
        <div className={pageStyles.cards} aria-busy={view.refreshing || undefined}>
          {view.companies.map((company) => (
            <CompanyCard key={company.id} company={company} onDelete={openDelete} />
          ))}
        </div>
      )}
      {view.showPagination && (
        <Pagination
          page={view.page}
          totalPages={view.totalPages}
          onPageChange={(page) => listRef.send({ type: 'companies.page', page })}
        />
      )}
      <DeleteCompanyDialog deleteRef={deleteRef} />
    </div>
  );
}

/** The notice a deletion on the detail page left in the history entry, read once. */
const takeNotice = () => {
  const state = window.history.state as { notice?: unknown } | null;
  return typeof state?.notice === 'string' ? state.notice : null;
};

/** The page's body: renders the page machine's one projection. */
export function AdminCompaniesPage({ pageRef }: { pageRef: ActorRefFrom<typeof adminCompaniesPageMachine> }) {
  const page = useSelector(pageRef, selectAdminCompaniesPageView, shallowEqual);
  return <AdminCompaniesView page={page} send={pageRef.send} />;
}

/** /admin/companies. */
export function AdminCompaniesScreen() {
  const [notice] = useState(takeNotice);
  const access = useAccess();
  const sessionRef = useSessionRef();
  const userId = useSelector(sessionRef, (s) => (s ? selectSessionView(s).profile?.id : null) ?? null);
  const pageRef = useActorRef(
    adminCompaniesPageMachine.provide({
      // Spec §4: a deleted company of the admin's own also leaves the top-bar selector.
      actions: { reloadSession: () => sessionRef?.send({ type: 'session.reload' }) },
    }),
    { input: { access, userId, notice } }
  );
  useAccessSync(pageRef, access);
  return <AdminCompaniesPage pageRef={pageRef} />;
}
