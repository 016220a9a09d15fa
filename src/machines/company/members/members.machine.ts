import toast from 'react-hot-toast';
import { assign, raise, setup } from 'xstate';
import type { CompanyInvitation } from '#domain/invitation';
import {
  MEMBERS_PAGE_SIZE,
  type Member,
  type MemberInvite,
  type MemberPage,
  type MemberSort,
} from '#domain/member';
import { COMPANY_ROLE_LABELS, type CompanyRole } from '#domain/roles';
import { errorMessage } from '#api/api-error';
import {
  cancelInvitationActor,
  changeMemberRole,
  inviteMemberActor,
  loadMembers,
  removeMemberActor,
  type MembersAndInvitations,
} from './members.actors';
import {
  answerOf,
  appliedSearch,
  chosenPage,
  chosenSort,
  firstPage,
  lastPageOf,
  listRegion,
  pagedListDelays,
  pagedListGuards,
  pagedQuery,
  pagingTransitions,
  searchRegion,
  typedTerm,
  type ListRefreshEvent,
  type PagedListEvent,
  type PagedState,
} from '#machines/shared/paged-list/paged-list';

export type MembersEvent =
  /** The search box ('Buscar miembros...'), the order, the pager and 'Reintentar'. */
  | PagedListEvent<MemberSort>
  | { type: 'member.invite'; invite: MemberInvite }
  | { type: 'member.changeRole'; memberId: number; role: CompanyRole }
  | { type: 'member.remove'; memberId: number }
  | { type: 'member.removeConfirm' }
  | { type: 'member.removeCancel' }
  | { type: 'invitation.cancel'; invitationId: number };

type Context = PagedState<MemberPage, MemberSort> & {
  companyId: number;
  /** Invitations sent and not yet accepted or declined: shown as such, never as members. */
  invitations: CompanyInvitation[];
  /** Why the list could not be loaded. */
  loadError: string | null;
  /** Why the last invite, role change or removal failed (the last-owner rule, a duplicate…). */
  actionError: string | null;
  /** The member a running change or the removal question is about, or the invitation being cancelled. */
  targetId: number | null;
  /** Invitations sent so far: each one starts a fresh invite form (the view keys the form by it). */
  invitedCount: number;
};

// The members section's texts: the spec has the calls but no screen, so these follow its wording style.
export const MEMBERS_LOAD_ERROR = 'Error al cargar los miembros de la empresa';
/** The notice after an invitation. */
export const invitedMessage = (email: string) => `Invitación enviada a ${email}`;
/** The notice after an invitation is withdrawn. */
export const invitationCancelledMessage = (invitation: CompanyInvitation | undefined) =>
  invitation ? `Invitación a ${invitation.email} cancelada` : 'Invitación cancelada';
/** The notice after a role change, with the role's Spanish label. */
export const roleChangedMessage = (member: Member) =>
  `Rol de ${member.full_name ?? member.email} cambiado a ${COMPANY_ROLE_LABELS[member.role]}`;
/** The notice after a removal. */
export const removedMessage = (member: Member | undefined) =>
  `${member ? (member.full_name ?? member.email) : 'La persona'} ya no es miembro de la empresa`;

/** The members on the shown page. */
const shown = (context: Context) => context.result?.members ?? [];

// The shown page changed here before the server's next answer arrives (which may reorder it or fill it).
const withPage = (context: Context, members: Member[]) => context.result && { ...context.result, members };

/**
 * A company's members for its OWNER/ADMIN: a page at a time, searched by name or e-mail and sorted by the server;
 * invite by email, change a role, remove after a question, cancel a pending invitation. An invitation stays apart
 * from the members until its addressee accepts it. One change runs at a time; a refusal (last owner, already a
 * member or invited) is shown above the list; a role change or a removal asks for the shown page again. Three
 * regions: the list, the search box's pause and the change under way.
 */
export const membersMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as Context,
    events: {} as MembersEvent | ListRefreshEvent,
    tags: {} as 'busy' | 'loading',
  },
  actors: {
    loadMembers,
    inviteMember: inviteMemberActor,
    changeMemberRole,
    removeMember: removeMemberActor,
    cancelInvitation: cancelInvitationActor,
  },
  delays: pagedListDelays,
  guards: { ...pagedListGuards, hasPage: ({ context }) => context.result !== null },
  actions: {
    refreshList: raise({ type: 'list.refresh' } as const),
    keepDraft: assign({ draft: typedTerm }),
    applySearch: assign({ q: appliedSearch, page: 1 }),
    chooseSort: assign({ sort: chosenSort<MemberSort>, page: 1 }),
    choosePage: assign({ page: chosenPage }),
    showPage: assign(({ event }) => {
      const { invitations, ...page } = answerOf<MembersAndInvitations>({ event });
      return { result: page, invitations, loadError: null };
    }),
    showLastPage: assign({ page: lastPageOf }),
    recordLoadError: assign({ loadError: MEMBERS_LOAD_ERROR }),
    notify: (_, params: { message: string }) => {
      toast.success(params.message);
    },
    recordActionError: assign({ actionError: (_, params: { error: unknown }) => errorMessage(params.error) }),
  },
}).createMachine({
  id: 'members',
  context: ({ input }) => ({
    companyId: input.companyId,
    // Owners first, then by when they joined, as the section always listed them.
    ...firstPage<MemberSort>('role'),
    invitations: [],
    loadError: null,
    actionError: null,
    targetId: null,
    invitedCount: 0,
  }),
  type: 'parallel',
  on: pagingTransitions,
  states: {
    list: listRegion({
      id: 'loadMembers',
      input: ({ context }: { context: Context }) => ({
        companyId: context.companyId,
        ...pagedQuery(context, MEMBERS_PAGE_SIZE),
      }),
      onError: 'recordLoadError',
    }),
    search: searchRegion(['applySearch', 'refreshList']),
    // A change is offered once a page is on screen.
    work: {
      initial: 'waiting',
      states: {
        waiting: { always: { guard: 'hasPage', target: 'idle' } },
        idle: {
          on: {
            'member.invite': { target: 'inviting', actions: assign({ actionError: null }) },
            'member.changeRole': {
              target: 'changingRole',
              actions: assign({ actionError: null, targetId: ({ event }) => event.memberId }),
            },
            'member.remove': {
              target: 'confirmingRemoval',
              actions: assign({ actionError: null, targetId: ({ event }) => event.memberId }),
            },
            'invitation.cancel': {
              target: 'cancellingInvitation',
              actions: assign({ actionError: null, targetId: ({ event }) => event.invitationId }),
            },
          },
        },
        inviting: {
          tags: 'busy',
          invoke: {
            id: 'inviteMember',
            src: 'inviteMember',
            input: ({ context, event }) => ({
              companyId: context.companyId,
              invite: (event as Extract<MembersEvent, { type: 'member.invite' }>).invite,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  invitations: ({ context, event }) => [...context.invitations, event.output],
                  invitedCount: ({ context }) => context.invitedCount + 1,
                }),
                { type: 'notify', params: ({ event }) => ({ message: invitedMessage(event.output.email) }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'recordActionError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        changingRole: {
          tags: 'busy',
          invoke: {
            id: 'changeMemberRole',
            src: 'changeMemberRole',
            input: ({ context, event }) => {
              const { memberId, role } = event as Extract<MembersEvent, { type: 'member.changeRole' }>;
              return { companyId: context.companyId, memberId, role };
            },
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  result: ({ context, event }) =>
                    withPage(
                      context,
                      shown(context).map((m) => (m.id === event.output.id ? event.output : m))
                    ),
                  targetId: null,
                }),
                { type: 'notify', params: ({ event }) => ({ message: roleChangedMessage(event.output) }) },
                // In the role order the member may move to another page.
                'refreshList',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ targetId: null }),
                { type: 'recordActionError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        cancellingInvitation: {
          tags: 'busy',
          invoke: {
            id: 'cancelInvitation',
            src: 'cancelInvitation',
            input: ({ context }) => ({ companyId: context.companyId, invitationId: context.targetId! }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    // A page answered meanwhile may no longer hold the row: the notice still says what happened.
                    message: invitationCancelledMessage(
                      context.invitations.find((i) => i.id === context.targetId)
                    ),
                  }),
                },
                assign({
                  invitations: ({ context }) => context.invitations.filter((i) => i.id !== context.targetId),
                  targetId: null,
                }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ targetId: null }),
                { type: 'recordActionError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        confirmingRemoval: {
          on: {
            'member.removeConfirm': 'removing',
            'member.removeCancel': { target: 'idle', actions: assign({ targetId: null }) },
          },
        },
        removing: {
          tags: 'busy',
          invoke: {
            id: 'removeMember',
            src: 'removeMember',
            input: ({ context }) => ({ companyId: context.companyId, memberId: context.targetId! }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    message: removedMessage(shown(context).find((m) => m.id === context.targetId)),
                  }),
                },
                assign({
                  result: ({ context }) =>
                    withPage(
                      context,
                      shown(context).filter((m) => m.id !== context.targetId)
                    ),
                  targetId: null,
                }),
                // The next member moves up into the page; an emptied last page falls back to the one before.
                'refreshList',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ targetId: null }),
                { type: 'recordActionError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
});
