import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import type { Company } from '#domain/company';
import { toCompanyRequest, type CompanyInput } from '#domain/company-form';
import { ApiError } from '#api/api-error';
import {
  savedByOther,
  staleRecordState,
  staleSave,
  type StaleReloadEvent,
} from '#machines/shared/stale-record/stale-record';
import { loadCompany, saveCompany } from './company-form.actors';

export type CompanyFormEvent =
  { type: 'form.submit'; values: CompanyInput } | { type: 'form.retry' } | StaleReloadEvent;

/**
 * What the form tells the page that invokes it: the edited company arrived (its country's document types are
 * needed), or a company was saved (the page leaves and reloads the session).
 */
export type CompanyFormReport =
  | { type: 'company.loaded'; company: Company }
  | { type: 'company.saved'; company: Company; created: boolean };

type Context = {
  /** null on /company/new. */
  companyId: number | null;
  /** The edited company, once loaded. */
  company: Company | null;
  error: string | null;
};

/** Spec §8 defaults when a failure carries no message of its own. */
export const CREATE_ERROR = 'Error al crear la empresa. Intentalo de nuevo.';
export const UPDATE_ERROR = 'Error al actualizar la empresa. Intentalo de nuevo.';
export const LOAD_ERROR = 'Error al cargar los datos de la empresa';
export const UPDATED_MESSAGE = 'Empresa actualizada exitosamente';
/** Spec §8: the create notice names the new company. */
export const createdMessage = (name: string) => `Empresa "${name}" creada exitosamente`;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/**
 * The company form's submit flow (spec §5, §8): idle → submitting → saved | conflict (409: the registration
 * number is taken) | stale (another person saved the company first: 'Recargar' loads their version) | failed
 * (the server's detail, else the error's message, else the spec default). The edit form first loads its company.
 */
export const companyFormMachine = setup({
  types: {
    input: {} as { companyId: number | null },
    context: {} as Context,
    events: {} as CompanyFormEvent,
    tags: {} as 'busy' | 'stale',
  },
  actors: { loadCompany, saveCompany },
  actions: {
    notifySaved: (_, params: { name: string; created: boolean }) => {
      toast.success(params.created ? createdMessage(params.name) : UPDATED_MESSAGE);
    },
    notifyError: ({ context }) => {
      if (context.error) toast.error(context.error);
    },
    reportLoaded: sendParent((_, params: { company: Company }) => ({
      type: 'company.loaded' as const,
      company: params.company,
    })),
    reportSaved: sendParent((_, params: { company: Company; created: boolean }) => ({
      type: 'company.saved' as const,
      ...params,
    })),
  },
  guards: {
    savedByOther,
    isEdit: ({ context }) => context.companyId !== null,
    isConflict: (_, params: { error: unknown }) => statusOf(params.error) === 409,
    isMissing: (_, params: { error: unknown }) => [403, 404].includes(statusOf(params.error) ?? 0),
  },
}).createMachine({
  id: 'companyForm',
  context: ({ input }) => ({ companyId: input.companyId, company: null, error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isEdit', target: 'loading' }, { target: 'idle' }] },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCompany',
        src: 'loadCompany',
        input: ({ context }) => ({ companyId: context.companyId! }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ company: ({ event }) => event.output }),
            { type: 'reportLoaded', params: ({ event }) => ({ company: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          { target: 'loadFailed', actions: assign({ error: LOAD_ERROR }) },
        ],
      },
    },
    loadFailed: { on: { 'form.retry': 'loading' } },
    notFound: {},
    idle: { on: { 'form.submit': 'submitting' } },
    submitting: {
      tags: 'busy',
      entry: assign({ error: null }),
      invoke: {
        id: 'saveCompany',
        src: 'saveCompany',
        input: ({ context, event }) => ({
          companyId: context.companyId,
          version: context.company?.version ?? null,
          // Spec §5: empty fields are dropped before sending.
          payload: toCompanyRequest((event as Extract<CompanyFormEvent, { type: 'form.submit' }>).values),
        }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ company: ({ event }) => event.output }),
            {
              type: 'notifySaved',
              params: ({ context, event }) => ({
                name: event.output.name,
                created: context.companyId === null,
              }),
            },
            {
              type: 'reportSaved',
              params: ({ context, event }) => ({
                company: event.output,
                created: context.companyId === null,
              }),
            },
          ],
        },
        onError: [
          staleSave,
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
          },
          {
            target: 'failed',
            actions: [
              assign({
                error: ({ context, event }) =>
                  event.error instanceof Error && event.error.message
                    ? event.error.message
                    : context.companyId === null
                      ? CREATE_ERROR
                      : UPDATE_ERROR,
              }),
              'notifyError',
            ],
          },
        ],
      },
    },
    // Spec §8: a 409 shows a warning asking for another identification number; the user edits and resubmits.
    conflict: { on: { 'form.submit': 'submitting' } },
    failed: { on: { 'form.submit': 'submitting' } },
    // Another person saved first: nothing was overwritten; 'Recargar' loads their version into the form.
    stale: staleRecordState('loading'),
    saved: {},
  },
});
