import toast from 'react-hot-toast';
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorMessage } from '#api/api-error';
import { createCompany } from '#api/companies.api';
import { api } from '#api/runtime';
import { DUPLICATE_REGISTRATION_MESSAGE, type MyCompany } from '#domain/company';
import type { CompanyInput } from '#domain/company-form';
import { toManagedCompanyRequest, type ManagedCompanyFormValues } from '#domain/managed-company-form';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import { COMPANIES_LIST_PATH } from '#machines/constructor/companies-management-page/company-list-query';

/** Spec §8: the create failure's default text. */
export const COMPANY_CREATE_ERROR = 'Error al crear la empresa. Intentalo de nuevo.';

export type ManagedCompanyFormPageEvent =
  { type: 'form.submit'; values: ManagedCompanyFormValues } | { type: 'form.cancel' };

/** `POST /companies`: the caller becomes the new company's OWNER. */
export const createManagedCompany = fromPromise<MyCompany, CompanyInput>(({ input, signal }) =>
  createCompany(api, input, signal)
);

// Spec §8: a 409 says the identification number exists; otherwise the server's detail, then the default.
const createFailure = (error: unknown) => {
  if (error instanceof ApiError && error.status === 409) return DUPLICATE_REGISTRATION_MESSAGE;
  return errorMessage(error) || COMPANY_CREATE_ERROR;
};

/**
 * /constructor/companies/new ('+ Nueva Empresa'): the view validates with the form definition; saving creates the
 * company and returns to the list with a notice naming it; Cancelar returns at once. A failure stays on the form.
 */
export const managedCompanyFormPageMachine = setup({
  types: {
    context: {} as { submitError: string | null },
    events: {} as ManagedCompanyFormPageEvent,
  },
  actors: { createManagedCompany },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** The new company joins the top-bar selector and the user's roles (its cards' Editar and Eliminar). */
    reloadSession: () => {},
    notifyCreated: (_, params: { name: string }) => {
      toast.success(`Empresa ${params.name} creada exitosamente`);
    },
  },
}).createMachine({
  id: 'managedCompanyFormPage',
  context: { submitError: null },
  initial: 'editing',
  on: {
    'form.cancel': { target: '.done', actions: { type: 'navigate', params: { to: COMPANIES_LIST_PATH } } },
  },
  states: {
    editing: {
      on: { 'form.submit': { target: 'saving', actions: assign({ submitError: null }) } },
    },
    saving: {
      on: { 'form.cancel': {} },
      invoke: {
        id: 'createManagedCompany',
        src: 'createManagedCompany',
        input: ({ event }) =>
          toManagedCompanyRequest(
            (event as Extract<ManagedCompanyFormPageEvent, { type: 'form.submit' }>).values,
            null
          ),
        onDone: {
          target: 'done',
          actions: [
            { type: 'notifyCreated', params: ({ event }) => ({ name: event.output.name }) },
            'reloadSession',
            { type: 'navigate', params: { to: COMPANIES_LIST_PATH } },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ submitError: ({ event }) => createFailure(event.error) }),
        },
      },
    },
    done: { type: 'final' },
  },
});
