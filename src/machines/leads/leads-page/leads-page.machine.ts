import toast from 'react-hot-toast';
import { assign, raise, sendTo, setup, spawnChild, stopChild } from 'xstate';
import { errorMessage } from '#api/api-error';
import {
  LEADS_PAGE_SIZE,
  leadFormToRequest,
  type LeadChange,
  type LeadDetail,
  type LeadForm,
  type LeadList,
  type LeadStatus,
} from '#domain/lead';
import { can, type Access } from '#domain/permissions';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import {
  savedByOther,
  staleRecordState,
  staleSave,
  type StaleReloadEvent,
} from '#machines/shared/stale-record/stale-record';
import { leadAssignMachine, type LeadAssignedEvent } from '#machines/leads/lead-assign/lead-assign.machine';
import { leadWorkMachine } from '#machines/leads/lead-work/lead-work.machine';
import {
  leadPrivacyMachine,
  type LeadAnonymisedEvent,
} from '#machines/leads/lead-privacy/lead-privacy.machine';
import {
  changeLead,
  downloadCsv,
  loadLead,
  loadLeads,
  recordContact,
  saveLead,
  type ContactChannel,
} from './leads-page.actors';
import {
  pagedListDelays,
  searchRegion,
  typedTerm,
  type ListRefreshEvent,
} from '#machines/shared/paged-list/paged-list';

export const LEADS_LOAD_ERROR = 'No se pudieron cargar los leads. Inténtalo de nuevo.';
export const LEAD_CREATED = 'Lead creado exitosamente';
export const LEAD_MERGED = 'Ese contacto ya era un lead: se añadió al historial';
export const LEAD_SAVED = 'Lead actualizado';

export type LeadsPageEvent =
  | AccessChangedEvent
  /** The session's active company changed: the panel shows the new one from its first page. */
  | { type: 'company.change'; companyId: number }
  /** A filter tab: a status, or null for 'Todos'. */
  | { type: 'filter.select'; status: LeadStatus | null }
  /** 'Mis leads': only the leads the user is in charge of, or every lead again. */
  | { type: 'filter.mine'; mine: boolean }
  /** A keystroke in the search box: the search is sent once typing pauses. */
  | { type: 'search.input'; term: string }
  /** Enter in the search box: search now. */
  | { type: 'search.submit' }
  | { type: 'page.go'; page: number }
  /** 'Reintentar' of the list. */
  | { type: 'list.reload' }
  /** 'Ver perfil'. */
  | { type: 'lead.open'; leadId: number }
  | { type: 'detail.close' }
  | { type: 'detail.reload' }
  /** A status or notes change in the profile. */
  | { type: 'lead.update'; patch: LeadChange }
  | StaleReloadEvent
  /** 'Contactar' or 'WhatsApp': the browser follows the mailto:/tel:/wa.me link while the server records it. */
  | { type: 'lead.contact'; leadId: number; channel: ContactChannel }
  /** 'Asignar a' in the open profile. */
  | { type: 'lead.assign' }
  | LeadAssignedEvent
  /** The profile's person was anonymised: the list and the open profile read the lead again. */
  | LeadAnonymisedEvent
  /** 'Nuevo Lead'. */
  | { type: 'form.open' }
  | { type: 'form.cancel' }
  /** The form passed its Spanish validation (react-hook-form + zod). */
  | { type: 'form.submit'; values: LeadForm }
  /** 'Exportar'. */
  | { type: 'export.request' };

type Input = { companyId: number; access: Access };

type Context = Input & {
  status: LeadStatus | null;
  /** 'Mis leads'. */
  mine: boolean;
  /** The search the list was asked with. */
  q: string;
  /** What the search box holds; it becomes `q` when typing pauses. */
  draft: string;
  page: number;
  list: LeadList | null;
  leadId: number | null;
  lead: LeadDetail | null;
  detailError: string | null;
  formError: string | null;
};

const filterOf = (context: Context) => ({
  company_id: context.companyId,
  ...(context.status ? { status: context.status } : {}),
  ...(context.q ? { q: context.q } : {}),
  ...(context.mine ? { assigned: 'me' as const } : {}),
});

/**
 * /leads and /constructor/leads, 'Gestión de Leads': the company's leads, a page at a time, by tab and search;
 * 'Ver perfil' with history, status and notes; 'Contactar'; 'Nuevo Lead'; 'Exportar'. Each runs in its own region
 * so a download or a contact never interrupts the list or the open profile.
 */
export const leadsPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as LeadsPageEvent | ListRefreshEvent,
    tags: {} as 'loading' | 'stale',
    children: {} as { leadAssign: 'leadAssign'; leadPrivacy: 'leadPrivacy'; leadWork: 'leadWork' },
  },
  actors: {
    loadLeads,
    loadLead,
    saveLead,
    changeLead,
    recordContact,
    downloadCsv,
    leadAssign: leadAssignMachine,
    leadPrivacy: leadPrivacyMachine,
    leadWork: leadWorkMachine,
  },
  delays: pagedListDelays,
  guards: {
    savedByOther,
    isOtherCompany: ({ context, event }) =>
      event.type === 'company.change' && event.companyId !== context.companyId,
    canWrite: ({ context }) => can(context.access, 'lead.update', context.companyId),
    canCreate: ({ context }) => can(context.access, 'lead.create', context.companyId),
    canAssign: ({ context }) =>
      context.lead !== null && can(context.access, 'lead.assign', context.companyId),
    isOpenAssigned: ({ context, event }) =>
      event.type === 'lead.assigned' && event.lead.id === context.leadId,
    searchChanged: ({ context }) => context.draft.trim() !== context.q,
    isOpenLead: ({ context, event }) =>
      'output' in event && (event.output as LeadDetail).id === context.leadId,
  },
  actions: {
    refreshList: raise({ type: 'list.refresh' } as const),
    keepDraft: assign({ draft: typedTerm }),
    openAssign: sendTo('leadAssign', ({ context }) => {
      const lead = context.lead!;
      return {
        type: 'assign.open' as const,
        lead: {
          id: lead.id,
          companyId: lead.company_id,
          version: lead.version,
          contactName: lead.contact_name,
          assignedTo: lead.assigned_to,
        },
      };
    }),
    applySearch: assign({ q: ({ context }) => context.draft.trim(), page: 1 }),
    notifyError: (_, params: { message: string }) => {
      toast.error(params.message);
    },
    notifyCreated: (_, params: { duplicate: boolean }) => {
      toast.success(params.duplicate ? LEAD_MERGED : LEAD_CREATED);
    },
    notifySaved: () => {
      toast.success(LEAD_SAVED);
    },
    /** Hands the CSV to the browser as a download named after the company. */
    saveFile: (_, params: { file: Blob; companyId: number }) => {
      const url = URL.createObjectURL(params.file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `leads-empresa-${params.companyId}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  },
}).createMachine({
  id: 'leadsPage',
  context: ({ input }) => ({
    ...input,
    status: null,
    mine: false,
    q: '',
    draft: '',
    page: 1,
    list: null,
    leadId: null,
    lead: null,
    detailError: null,
    formError: null,
  }),
  type: 'parallel',
  // 'Asignar a' lives beside the page for its whole life; the profile hands it the open lead.
  // So do the profile's export and 'Anonimizar' (OWNER, ADMIN).
  entry: [spawnChild('leadAssign', { id: 'leadAssign' }), spawnChild('leadPrivacy', { id: 'leadPrivacy' })],
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'company.change': {
      guard: 'isOtherCompany',
      actions: [
        assign({ companyId: ({ event }) => event.companyId, page: 1, status: null, q: '', draft: '' }),
        'refreshList',
      ],
    },
    'filter.select': { actions: [assign({ status: ({ event }) => event.status, page: 1 }), 'refreshList'] },
    'filter.mine': { actions: [assign({ mine: ({ event }) => event.mine, page: 1 }), 'refreshList'] },
    'lead.assign': { guard: 'canAssign', actions: 'openAssign' },
    'lead.assigned': [
      { guard: 'isOpenAssigned', actions: [assign({ lead: ({ event }) => event.lead }), 'refreshList'] },
      { actions: 'refreshList' },
    ],
    'page.go': { actions: [assign({ page: ({ event }) => event.page }), 'refreshList'] },
    'lead.anonymised': { actions: 'refreshList' },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          // A newer question replaces the one under way.
          on: { 'list.refresh': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadLeads',
            src: 'loadLeads',
            input: ({ context }) => ({ ...filterOf(context), page: context.page, limit: LEADS_PAGE_SIZE }),
            onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: { type: 'notifyError', params: { message: LEADS_LOAD_ERROR } },
            },
          },
        },
        ready: { on: { 'list.reload': 'loading', 'list.refresh': 'loading' } },
        failed: { on: { 'list.reload': 'loading', 'list.refresh': 'loading' } },
      },
    },
    // The search box's text reaches the server 300 ms after the last keystroke, or at once on Enter.
    search: searchRegion(['applySearch', 'refreshList']),
    // 'Ver perfil': the lead with its history; status and notes are changed from here.
    detail: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'lead.open': { target: 'open', actions: assign({ leadId: ({ event }) => event.leadId }) } },
        },
        open: {
          initial: 'loading',
          // The lead's tasks and visits run beside its facts for as long as the profile is open.
          entry: spawnChild('leadWork', {
            id: 'leadWork',
            input: ({ context }) => ({
              leadId: context.leadId!,
              companyId: context.companyId,
              access: context.access,
            }),
          }),
          exit: [stopChild('leadWork'), assign({ leadId: null, lead: null, detailError: null })],
          on: {
            'detail.close': 'closed',
            // The anonymised lead is read again: its name and contact are gone, its status and dates stay.
            'lead.anonymised': { target: '.loading', actions: 'refreshList' },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadLead',
                src: 'loadLead',
                input: ({ context }) => ({ leadId: context.leadId! }),
                onDone: { target: 'ready', actions: assign({ lead: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: assign({ detailError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            ready: { on: { 'lead.update': { guard: 'canWrite', target: 'saving' } } },
            saving: {
              invoke: {
                id: 'changeLead',
                src: 'changeLead',
                input: ({ context, event }) => ({
                  leadId: context.leadId!,
                  version: context.lead?.version ?? 1,
                  patch: (event as Extract<LeadsPageEvent, { type: 'lead.update' }>).patch,
                }),
                onDone: {
                  target: 'ready',
                  actions: [assign({ lead: ({ event }) => event.output }), 'notifySaved', 'refreshList'],
                },
                onError: [
                  staleSave,
                  {
                    target: 'ready',
                    actions: {
                      type: 'notifyError',
                      params: ({ event }) => ({ message: errorMessage(event.error) }),
                    },
                  },
                ],
              },
            },
            // Another person changed the lead first: nothing was overwritten; 'Recargar' loads their version.
            stale: staleRecordState('loading'),
            failed: { on: { 'detail.reload': 'loading' } },
          },
        },
      },
    },
    // 'Contactar' from a card or the profile; the browser has already followed the mailto:/tel: link.
    contact: {
      initial: 'idle',
      states: {
        idle: { on: { 'lead.contact': { guard: 'canWrite', target: 'recording' } } },
        recording: {
          invoke: {
            id: 'recordContact',
            src: 'recordContact',
            input: ({ event }) => {
              const { leadId, channel } = event as Extract<LeadsPageEvent, { type: 'lead.contact' }>;
              return { leadId, channel };
            },
            onDone: [
              {
                guard: 'isOpenLead',
                target: 'idle',
                actions: [assign({ lead: ({ event }) => event.output }), 'refreshList'],
              },
              { target: 'idle', actions: 'refreshList' },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyError',
                params: ({ event }) => ({ message: errorMessage(event.error) }),
              },
            },
          },
        },
      },
    },
    // 'Nuevo Lead': react-hook-form validates; the machine saves and reports.
    form: {
      initial: 'closed',
      states: {
        closed: { on: { 'form.open': { guard: 'canCreate', target: 'editing' } } },
        editing: {
          on: {
            'form.cancel': { target: 'closed', actions: assign({ formError: null }) },
            'form.submit': { target: 'saving', actions: assign({ formError: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'saveLead',
            src: 'saveLead',
            input: ({ context, event }) =>
              leadFormToRequest(
                (event as Extract<LeadsPageEvent, { type: 'form.submit' }>).values,
                context.companyId
              ),
            onDone: {
              target: 'closed',
              actions: [
                { type: 'notifyCreated', params: ({ event }) => ({ duplicate: event.output.duplicate }) },
                // The new lead is the newest: it shows on the first page of 'Todos'.
                assign({ status: null, page: 1 }),
                'refreshList',
              ],
            },
            onError: {
              target: 'editing',
              actions: assign({ formError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'export.request': 'exporting' } },
        exporting: {
          invoke: {
            id: 'downloadCsv',
            src: 'downloadCsv',
            input: ({ context }) => filterOf(context),
            onDone: {
              target: 'idle',
              actions: {
                type: 'saveFile',
                params: ({ context, event }) => ({ file: event.output, companyId: context.companyId }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyError',
                params: ({ event }) => ({ message: errorMessage(event.error) }),
              },
            },
          },
        },
      },
    },
  },
});
