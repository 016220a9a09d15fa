import { assign, sendTo, setup } from 'xstate';
import type { Access } from '#domain/permissions';
import {
  companyFormMachine,
  type CompanyFormReport,
} from '#machines/company/company-form/company-form.machine';
import { documentTypesMachine } from '#machines/shared/document-types/document-types.machine';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';

export type CompanyFormPageEvent =
  | AccessChangedEvent
  /** 'Cancelar' or 'Volver'. */
  | { type: 'form.cancel' }
  /** 'Cerrar sesión e iniciar de nuevo' on the create form's permission warning. */
  | { type: 'session.relogin' }
  | CompanyFormReport;

type Context = { companyId: number | null; access: Access };

/** Spec §2: a new company and a cancelled create form return to the dashboard. */
const DASHBOARD_PATH = '/dashboard';

/**
 * /company/new and /company/{id}/edit (spec §2, §5): the form's load/save flow and the document types of the chosen
 * country. The edited company's country loads its document types; a save goes to the dashboard (new) or the
 * company's page (edited) and reloads the session, so the new or renamed company shows in the top-bar selector.
 */
export const companyFormPageMachine = setup({
  types: {
    input: {} as { companyId: number | null; access: Access },
    context: {} as Context,
    events: {} as CompanyFormPageEvent,
  },
  actors: { companyForm: companyFormMachine, documentTypes: documentTypesMachine },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** Spec §2: the edit form's Cancelar goes back one page. */
    goBack: () => {},
    reloadSession: () => {},
    logout: () => {},
    selectCountry: sendTo('documentTypes', (_, params: { country: string }) => ({
      type: 'country.select' as const,
      country: params.country,
    })),
  },
  guards: { isEdit: ({ context }) => context.companyId !== null },
}).createMachine({
  id: 'companyFormPage',
  context: ({ input }) => ({ companyId: input.companyId, access: input.access }),
  invoke: [
    {
      id: 'companyForm',
      src: 'companyForm',
      input: ({ context }) => ({ companyId: context.companyId }),
    },
    {
      id: 'documentTypes',
      src: 'documentTypes',
      input: ({ context }) => ({
        mode: context.companyId === null ? ('create' as const) : ('edit' as const),
      }),
    },
  ],
  on: { 'access.changed': { actions: assign({ access: ({ event }) => event.access }) } },
  initial: 'open',
  states: {
    open: {
      on: {
        // The edit form starts with the company's country, whose document types the select needs.
        'company.loaded': {
          actions: {
            type: 'selectCountry',
            params: ({ event }) => ({ country: event.company.country_code }),
          },
        },
        'company.saved': {
          target: 'left',
          actions: [
            {
              type: 'navigate',
              params: ({ event }) => ({
                to: event.created ? DASHBOARD_PATH : `/company/${event.company.id}`,
              }),
            },
            'reloadSession',
          ],
        },
        // No target: going back may leave the browser on this page (nothing to go back to), and must still work.
        'form.cancel': [
          { guard: 'isEdit', actions: 'goBack' },
          { actions: { type: 'navigate', params: { to: DASHBOARD_PATH } } },
        ],
        'session.relogin': { actions: 'logout' },
      },
    },
    // The shell is changing page. Not final: the children must outlive the last render.
    left: {},
  },
});
