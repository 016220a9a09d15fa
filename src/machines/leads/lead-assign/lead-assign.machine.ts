import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { LeadDetail } from '#domain/lead';
import type { Member } from '#domain/member';
import { loadMembers, saveAssignee } from './lead-assign.actors';

/** The lead the dialog is about, as the profile read it. */
export type AssignTarget = {
  id: number;
  companyId: number;
  version: number;
  contactName: string | null;
  assignedTo: number | null;
};

export type LeadAssignEvent =
  /** 'Asignar a' in the profile. */
  | { type: 'assign.open'; lead: AssignTarget }
  /** A member picked in the list, or null for 'Sin responsable'. */
  | { type: 'assign.select'; userId: number | null }
  | { type: 'assign.confirm' }
  | { type: 'assign.cancel' }
  | { type: 'assign.retry' };

/** What the dialog tells the page: the lead as saved, so the profile and the list show the new owner. */
export type LeadAssignedEvent = { type: 'lead.assigned'; lead: LeadDetail };

export const LEAD_ASSIGNED = 'Responsable actualizado';

type Context = {
  lead: AssignTarget | null;
  /** Members who may own a lead: a VIEWER only follows the pipeline. */
  members: Member[];
  selected: number | null;
  error: string | null;
};

/**
 * The 'Asignar a' dialog: opening it loads the company's members (VIEWERs left out), a member is picked and
 * 'Asignar' saves on the version the profile read; the saved lead goes to the page. The server's refusal (a stale
 * version, a member who just became VIEWER) stays in the dialog.
 */
export const leadAssignMachine = setup({
  types: { context: {} as Context, events: {} as LeadAssignEvent },
  actors: { loadMembers, saveAssignee },
  actions: {
    notifyAssigned: () => {
      toast.success(LEAD_ASSIGNED);
    },
    reportAssigned: sendParent((_, params: { lead: LeadDetail }) => ({
      type: 'lead.assigned' as const,
      lead: params.lead,
    })),
  },
  guards: {
    changed: ({ context }) => context.selected !== context.lead?.assignedTo,
  },
}).createMachine({
  id: 'leadAssign',
  context: { lead: null, members: [], selected: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'assign.open': {
          target: 'loadingMembers',
          actions: assign({
            lead: ({ event }) => event.lead,
            selected: ({ event }) => event.lead.assignedTo,
            members: [],
            error: null,
          }),
        },
      },
    },
    loadingMembers: {
      // A retry starts clean: the failed load's message must not follow the list into 'choosing'.
      entry: assign({ error: null }),
      on: { 'assign.cancel': 'closed' },
      invoke: {
        id: 'loadMembers',
        src: 'loadMembers',
        input: ({ context }) => ({ companyId: context.lead!.companyId }),
        onDone: {
          target: 'choosing',
          actions: assign({ members: ({ event }) => event.output.filter((m) => m.role !== 'VIEWER') }),
        },
        onError: {
          target: 'membersFailed',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    membersFailed: { on: { 'assign.retry': 'loadingMembers', 'assign.cancel': 'closed' } },
    choosing: {
      on: {
        'assign.select': { actions: assign({ selected: ({ event }) => event.userId, error: null }) },
        'assign.confirm': { guard: 'changed', target: 'saving' },
        'assign.cancel': 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'saveAssignee',
        src: 'saveAssignee',
        input: ({ context }) => ({
          leadId: context.lead!.id,
          version: context.lead!.version,
          assignedTo: context.selected,
        }),
        onDone: {
          target: 'closed',
          actions: [
            'notifyAssigned',
            { type: 'reportAssigned', params: ({ event }) => ({ lead: event.output }) },
          ],
        },
        onError: {
          target: 'choosing',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
  },
});
