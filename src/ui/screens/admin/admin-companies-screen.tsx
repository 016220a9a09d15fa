import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import type { AdminCompany } from '#domain/admin';
import { adminCompaniesMachine } from '#machines/admin-companies/admin-companies.machine';
import { selectAdminCompaniesView } from '#machines/admin-companies/admin-companies.select';
import { companyDeleteMachine } from '#machines/company-delete/company-delete.machine';
import { selectSessionView } from '#machines/session/session.select';
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
import { DeleteCompanyDialog } from '#ui/screens/company/delete-company-dialog';

type ListRef = ActorRefFrom<typeof adminCompaniesMachine>;
type DeleteRef = ActorRefFrom<typeof companyDeleteMachine>;

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
  onDelete(company: AdminCompany): void;
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
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Eliminar ${company.name}`}
            onClick={() => onDelete(company)}
          >
            <TrashIcon />
          </Button>
        </div>
      </article>
    </Card>
  );
}

/** Props of {@link AdminCompaniesView}. */
export type AdminCompaniesViewProps = {
  listRef: ListRef;
  deleteRef: DeleteRef;
  /** The signed-in user's id: their own membership does not block a deletion. */
  userId: number | null;
  /** A success notice carried here by a deletion on the detail page. */
  notice?: string | null;
};

/** Spec §2 "Admin list": four figures over all companies, search on the page, cards, pages of 6. */
export function AdminCompaniesView({ listRef, deleteRef, userId, notice }: AdminCompaniesViewProps) {
  const view = useSelector(listRef, selectAdminCompaniesView, shallowEqual);
  const openDelete = (company: AdminCompany) =>
    deleteRef.send({
      type: 'delete.open',
      company: {
        id: company.id,
        name: company.name,
        callerIsMember: company.members.some((m) => m.user_id === userId),
      },
    });
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

/** /admin/companies. */
export function AdminCompaniesScreen() {
  const [notice] = useState(takeNotice);
  const sessionRef = useSessionRef();
  const session = useSelector(sessionRef, (s) => (s ? selectSessionView(s) : null), shallowEqual);
  const listRef = useActorRef(adminCompaniesMachine);
  const deleteRef = useActorRef(companyDeleteMachine, { input: { scope: 'admin' } });
  // Joined into a string so the subscription below is renewed only when the list itself changes.
  const myCompanyIds = session?.companies.map((c) => c.id).join(',') ?? '';

  // Spec §4: the list reloads after a deletion; a company of the admin's own also leaves the top-bar selector.
  useEffect(() => {
    const sub = deleteRef.on('company.deleted', (event) => {
      listRef.send({ type: 'companies.reload' });
      if (myCompanyIds.split(',').includes(String(event.companyId)))
        sessionRef?.send({ type: 'session.reload' });
    });
    return () => sub.unsubscribe();
  }, [deleteRef, listRef, sessionRef, myCompanyIds]);

  return (
    <AdminCompaniesView
      listRef={listRef}
      deleteRef={deleteRef}
      userId={session?.profile?.id ?? null}
      notice={notice}
    />
  );
}
