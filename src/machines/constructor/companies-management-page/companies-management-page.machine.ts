import toast from 'react-hot-toast';
import { assign, raise, sendTo, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Company } from '#domain/company';
import type { CompanySort, ManagedCompany, ManagedCompanyList } from '#domain/company-management';
import { toManagedCompanyRequest, type ManagedCompanyFormValues } from '#domain/managed-company-form';
import { can, type Access } from '#domain/permissions';
import {
  companyDeleteMachine,
  type CompanyDeletedEvent,
} from '#machines/shared/company-delete/company-delete.machine';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import {
  savedByOther,
  staleRecordState,
  staleSave,
  type StaleReloadEvent,
} from '#machines/shared/stale-record/stale-record';
import {
  loadEditedCompany,
  loadManagedCompanies,
  saveEditedCompany,
} from './companies-management-page.actors';
import {
  companiesQuery,
  companyListUrl,
  NO_COMPANY_FILTERS,
  sameCompanyFilters,
  type CompanyFilters,
  type CompanyListLocation,
} from './company-list-query';
import {
  answerOf,
  isPastTheEnd,
  lastPageOf,
  listRegion,
  pagedListDelays,
  searchRegion,
  typedTerm,
  type ListRefreshEvent,
} from '#machines/shared/paged-list/paged-list';

/** Spec §8: the list's and the company's load failures, and the update's success and failure. */
export const COMPANIES_LOAD_ERROR = 'Error al cargar las empresas';
export const COMPANY_LOAD_ERROR = 'Error al cargar los datos de la empresa';
export const COMPANY_UPDATED = 'Empresa actualizada exitosamente';
export const COMPANY_UPDATE_ERROR = 'Error al actualizar la empresa. Intentalo de nuevo.';

export type CompaniesManagementPageEvent =
  | AccessChangedEvent
  | { type: 'search.input'; term: string }
  | { type: 'search.submit' }
  | { type: 'filters.change'; filters: Partial<Omit<CompanyFilters, 'q'>> }
  | { type: 'filters.clear' }
  | { type: 'sort.change'; sort: CompanySort }
  | { type: 'page.change'; page: number }
  | ({ type: 'url.changed' } & CompanyListLocation)
  | { type: 'list.reload' }
  /** Ver: the company's detail screen. */
  | { type: 'company.view'; companyId: number }
  /** Editar: the edit modal (`?edit={id}`). */
  | { type: 'company.edit'; companyId: number }
  | { type: 'edit.close' }
  | { type: 'edit.submit'; values: ManagedCompanyFormValues }
  | { type: 'edit.retry' }
  | StaleReloadEvent
  /** Eliminar: the '¿Eliminar empresa?' dialog. */
  | { type: 'company.delete'; company: Pick<ManagedCompany, 'id' | 'name' | 'role'> }
  | CompanyDeletedEvent;

type Input = { access: Access } & CompanyListLocation;

type Context = Input & {
  draft: string;
  list: ManagedCompanyList | null;
  listError: string | null;
  edited: Company | null;
  editError: string | null;
  saveError: string | null;
};

const writeUrl = (replace: boolean) =>
  ({
    type: 'navigate',
    params: ({ context }: { context: Context }) => ({ to: companyListUrl(context), replace }),
  }) as const;

/**
 * /constructor/companies, the Lista view of 'Gestión de Empresas' (spec §2): the caller's companies searched,
 * filtered, sorted and paged by the server; the edit modal with its reduced field set; the delete dialog with the
 * company delete rules. Three regions: the list, the search box's pause and the modal. The URL holds the view.
 */
export const companiesManagementPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as CompaniesManagementPageEvent | ListRefreshEvent,
    tags: {} as 'loading' | 'stale',
    children: {} as {
      companyDelete: 'companyDelete';
      loadManagedCompanies: 'loadManagedCompanies';
      loadEditedCompany: 'loadEditedCompany';
      saveEditedCompany: 'saveEditedCompany';
    },
  },
  actors: {
    loadManagedCompanies,
    loadEditedCompany,
    saveEditedCompany,
    companyDelete: companyDeleteMachine,
  },
  delays: pagedListDelays,
  guards: {
    savedByOther,
    searchChanged: ({ context }) => context.draft.trim() !== context.filters.q,
    urlDiffers: ({ context, event }) =>
      event.type === 'url.changed' &&
      (!sameCompanyFilters(event.filters, context.filters) ||
        event.sort !== context.sort ||
        event.page !== context.page),
    canEditEvent: ({ context, event }) =>
      event.type === 'company.edit' && can(context.access, 'company.update', event.companyId),
    canDeleteEvent: ({ context, event }) =>
      event.type === 'company.delete' && can(context.access, 'company.delete', event.company.id),
    hasEditId: ({ context }) => context.editId !== null,
    isPastTheEnd,
    urlOpensEdit: ({ context, event }) =>
      event.type === 'url.changed' && event.editId !== null && event.editId !== context.editId,
    urlClosesEdit: ({ event }) => event.type === 'url.changed' && event.editId === null,
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** A renamed or deleted company changes the top-bar selector. */
    reloadSession: () => {},
    notifyListError: () => {
      toast.error(COMPANIES_LOAD_ERROR);
    },
    notifyUpdated: () => {
      toast.success(COMPANY_UPDATED);
    },
    refreshList: raise({ type: 'list.refresh' } as const),
    keepDraft: assign({ draft: typedTerm }),
    showPage: assign({ list: answerOf<ManagedCompanyList>, listError: null }),
    showLastPage: assign({ page: lastPageOf }),
    recordListError: assign({ listError: COMPANIES_LOAD_ERROR }),
    applySearch: assign({
      filters: ({ context }) => ({ ...context.filters, q: context.draft.trim() }),
      page: 1,
    }),
    openDelete: sendTo('companyDelete', (_, company: Pick<ManagedCompany, 'id' | 'name' | 'role'>) => ({
      type: 'delete.open' as const,
      company: { id: company.id, name: company.name, callerIsMember: company.role !== null },
    })),
  },
}).createMachine({
  id: 'companiesManagementPage',
  context: ({ input }) => ({
    ...input,
    draft: input.filters.q,
    list: null,
    listError: null,
    edited: null,
    editError: null,
    saveError: null,
  }),
  invoke: { id: 'companyDelete', src: 'companyDelete', input: { scope: 'member' as const } },
  type: 'parallel',
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'filters.change': {
      actions: [
        assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }), page: 1 }),
        'refreshList',
        writeUrl(true),
      ],
    },
    'filters.clear': {
      actions: [assign({ filters: NO_COMPANY_FILTERS, draft: '', page: 1 }), 'refreshList', writeUrl(true)],
    },
    'sort.change': {
      actions: [assign({ sort: ({ event }) => event.sort, page: 1 }), 'refreshList', writeUrl(true)],
    },
    'page.change': {
      actions: [assign({ page: ({ event }) => event.page }), 'refreshList', writeUrl(false)],
    },
    'url.changed': {
      guard: 'urlDiffers',
      actions: [
        assign({
          filters: ({ event }) => event.filters,
          draft: ({ event }) => event.filters.q,
          sort: ({ event }) => event.sort,
          page: ({ event }) => event.page,
        }),
        'refreshList',
      ],
    },
    'company.view': {
      actions: { type: 'navigate', params: ({ event }) => ({ to: `/company/${event.companyId}` }) },
    },
    'company.delete': {
      guard: 'canDeleteEvent',
      actions: { type: 'openDelete', params: ({ event }) => event.company },
    },
    // A page emptied by the deletion falls back to the one before it when the list answers.
    'company.deleted': { actions: ['refreshList', 'reloadSession'] },
  },
  states: {
    list: listRegion({
      id: 'loadManagedCompanies',
      input: ({ context }: { context: Context }) =>
        companiesQuery(context.filters, context.sort, context.page),
      // The last page went away (a deletion, a filter from a stale link): the last one there is, in the URL too.
      onLastPage: ['showLastPage', writeUrl(true)],
      onError: ['recordListError', 'notifyListError'],
    }),
    // The URL or 'Limpiar filtros' set the search: the pending text is dropped.
    search: searchRegion(['applySearch', 'refreshList', writeUrl(true)], {
      'filters.clear': 'idle',
      'url.changed': { guard: 'urlDiffers', target: 'idle' },
    }),
    edit: {
      initial: 'closed',
      states: {
        closed: {
          always: { guard: 'hasEditId', target: 'open' },
          on: {
            'company.edit': {
              guard: 'canEditEvent',
              target: 'open',
              actions: [assign({ editId: ({ event }) => event.companyId }), writeUrl(false)],
            },
            'url.changed': {
              guard: 'urlOpensEdit',
              target: 'open',
              actions: assign({ editId: ({ event }) => event.editId }),
            },
          },
        },
        open: {
          initial: 'loading',
          exit: assign({ edited: null, editError: null, saveError: null }),
          on: {
            'edit.close': { target: 'closed', actions: [assign({ editId: null }), writeUrl(false)] },
            'url.changed': [
              { guard: 'urlClosesEdit', target: 'closed', actions: assign({ editId: null }) },
              {
                guard: 'urlOpensEdit',
                target: 'open',
                reenter: true,
                actions: assign({ editId: ({ event }) => event.editId }),
              },
            ],
          },
          states: {
            loading: {
              tags: 'loading',
              invoke: {
                id: 'loadEditedCompany',
                src: 'loadEditedCompany',
                input: ({ context }) => ({ companyId: context.editId! }),
                onDone: { target: 'editing', actions: assign({ edited: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: assign({
                    editError: ({ event }) => `${COMPANY_LOAD_ERROR}: ${errorMessage(event.error)}`,
                  }),
                },
              },
            },
            failed: { on: { 'edit.retry': 'loading' } },
            editing: {
              on: {
                'edit.submit': { target: 'saving', actions: assign({ saveError: null }) },
              },
            },
            saving: {
              invoke: {
                id: 'saveEditedCompany',
                src: 'saveEditedCompany',
                // The modal's fields over the company as loaded: what the modal does not show is sent unchanged.
                input: ({ context, event }) => ({
                  companyId: context.editId!,
                  body: {
                    ...toManagedCompanyRequest(
                      (event as Extract<CompaniesManagementPageEvent, { type: 'edit.submit' }>).values,
                      context.edited
                    ),
                    version: context.edited?.version ?? 1,
                  },
                }),
                onDone: {
                  target: '#companiesManagementPage.edit.closed',
                  actions: [
                    'notifyUpdated',
                    assign({ editId: null }),
                    writeUrl(false),
                    'refreshList',
                    'reloadSession',
                  ],
                },
                onError: [
                  staleSave,
                  {
                    target: 'editing',
                    actions: assign({
                      saveError: ({ event }) => errorMessage(event.error) || COMPANY_UPDATE_ERROR,
                    }),
                  },
                ],
              },
            },
            // Another person saved first: nothing was overwritten; 'Recargar' loads their version into the modal.
            stale: staleRecordState('loading'),
          },
        },
      },
    },
  },
});
