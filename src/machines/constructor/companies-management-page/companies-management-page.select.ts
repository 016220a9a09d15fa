import type { SnapshotFrom } from 'xstate';
import { can } from '#domain/permissions';
import type { companiesManagementPageMachine } from './companies-management-page.machine';
import { NO_COMPANY_FILTERS, sameCompanyFilters } from './company-list-query';

type Snapshot = SnapshotFrom<typeof companiesManagementPageMachine>;

/** Spec §2: the empty list's title and its hint, which depends on whether a search or filter is active. */
export const EMPTY_TITLE = 'No se encontraron empresas';
export const EMPTY_HINT_FILTERING = 'Intenta ajustar los filtros de búsqueda';
export const EMPTY_HINT_NONE = 'No hay empresas registradas aún';

const selectEdit = (s: Snapshot) => {
  const { edited, editError, saveError } = s.context;
  return {
    open: s.matches({ edit: 'open' }),
    loading: s.matches({ edit: { open: 'loading' } }),
    error: s.matches({ edit: { open: 'failed' } }) ? editError : null,
    company: edited,
    saving: s.matches({ edit: { open: 'saving' } }),
    /** Another person saved first: 'Otra persona cambió este registro' with 'Recargar'. */
    stale: s.hasTag('stale'),
    saveError,
  };
};

/** What /constructor/companies shows: search, filters, sort, the cards with what each allows, pages, modal, dialog. */
export const selectCompaniesManagementView = (s: Snapshot) => {
  const { access, list, filters, sort, page, draft, listError } = s.context;
  const filtering = !sameCompanyFilters(filters, NO_COMPANY_FILTERS);
  const companies = list?.companies ?? [];
  const ready = s.matches({ list: 'ready' });
  return {
    draft,
    filters,
    sort,
    filtering,
    loading: s.matches({ list: 'loading' }) && list === null,
    refreshing: s.matches({ list: 'loading' }),
    error: s.matches({ list: 'failed' }) ? listError : null,
    cards: companies.map((company) => ({
      company,
      canEdit: can(access, 'company.update', company.id),
      canDelete: can(access, 'company.delete', company.id),
    })),
    empty:
      ready && companies.length === 0
        ? { title: EMPTY_TITLE, hint: filtering ? EMPTY_HINT_FILTERING : EMPTY_HINT_NONE }
        : null,
    page,
    totalPages: list?.total_pages ?? 0,
    totalItems: list?.total_items ?? 0,
    edit: selectEdit(s),
    deleteRef: s.children.companyDelete!,
  };
};

export type CompaniesManagementView = ReturnType<typeof selectCompaniesManagementView>;
