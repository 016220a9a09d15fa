import { assign, not, sendTo, setup } from 'xstate';
import { can, type Access } from '#domain/permissions';
import {
  companyDeleteMachine,
  type CompanyDeletedEvent,
} from '#machines/shared/company-delete/company-delete.machine';
import { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';
import { membersMachine } from '#machines/company/members/members.machine';
import { leadCaptureMachine } from '#machines/company/lead-capture/lead-capture.machine';
import { privacySettingsMachine } from '#machines/company/privacy-settings/privacy-settings.machine';
import { saleSettingsMachine } from '#machines/company/sale-settings/sale-settings.machine';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';

export type CompanyDetailPageEvent =
  | AccessChangedEvent
  /** 'Eliminar Empresa': opens the delete dialog about the shown company. */
  | { type: 'company.delete'; company: { id: number; name: string } }
  /** 'Volver' on the not-found notice. */
  | { type: 'page.back' }
  | CompanyDeletedEvent;

type Context = { companyId: number; access: Access };

/** Where the page goes after a deletion and from 'Volver' (spec §2). */
const COMPANIES_PATH = '/companies';

/**
 * /company/{id} (spec §2): the company's detail and its delete dialog always; the members section only while the
 * user manages the company's members — a role change (access.changed) starts or stops it. A deletion leaves for
 * /companies and reloads the session, whose company list has lost the company.
 */
export const companyDetailPageMachine = setup({
  types: {
    input: {} as { companyId: number; access: Access },
    context: {} as Context,
    events: {} as CompanyDetailPageEvent,
    children: {} as {
      companyDetail: 'companyDetail';
      companyDelete: 'companyDelete';
      members: 'members';
      leadCapture: 'leadCapture';
      privacySettings: 'privacySettings';
    },
  },
  actors: {
    companyDetail: companyDetailMachine,
    companyDelete: companyDeleteMachine,
    members: membersMachine,
    leadCapture: leadCaptureMachine,
    privacySettings: privacySettingsMachine,
    saleSettings: saleSettingsMachine,
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    reloadSession: () => {},
    // The caller's own membership goes with the company, so it does not block the deletion.
    openDelete: sendTo('companyDelete', ({ context }, params: { id: number; name: string }) => ({
      type: 'delete.open' as const,
      company: { ...params, callerIsMember: context.access.roles[context.companyId] !== undefined },
    })),
  },
  guards: {
    managesMembers: ({ context }) => can(context.access, 'member.manage', context.companyId),
    canDelete: ({ context }) => can(context.access, 'company.delete', context.companyId),
  },
}).createMachine({
  id: 'companyDetailPage',
  context: ({ input }) => ({ companyId: input.companyId, access: input.access }),
  invoke: [
    {
      id: 'companyDetail',
      src: 'companyDetail',
      input: ({ context }) => ({ companyId: context.companyId, scope: 'member' as const }),
    },
    { id: 'companyDelete', src: 'companyDelete', input: { scope: 'member' as const } },
    // Every member reads the treatment policy; who may publish a version is the policy's 'privacy.manage'.
    {
      id: 'privacySettings',
      src: 'privacySettings',
      input: ({ context }) => ({ companyId: context.companyId }),
    },
    // 'Ventas': read by everyone in the company, saved by whom the policy lets update it.
    { id: 'saleSettings', src: 'saleSettings', input: ({ context }) => ({ companyId: context.companyId }) },
  ],
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'page.back': { actions: { type: 'navigate', params: { to: COMPANIES_PATH } } },
  },
  initial: 'viewing',
  states: {
    // Reading the company; its members are for those who manage them.
    viewing: {
      always: { guard: 'managesMembers', target: 'managing' },
    },
    managing: {
      always: { guard: not('managesMembers'), target: 'viewing' },
      // The managers of members are the managers of lead capture (OWNER, ADMIN: 'lead_capture.manage').
      invoke: [
        { id: 'members', src: 'members', input: ({ context }) => ({ companyId: context.companyId }) },
        { id: 'leadCapture', src: 'leadCapture', input: ({ context }) => ({ companyId: context.companyId }) },
      ],
      on: {
        'company.delete': {
          guard: 'canDelete',
          actions: { type: 'openDelete', params: ({ event }) => event.company },
        },
        'company.deleted': {
          target: 'left',
          actions: [{ type: 'navigate', params: { to: COMPANIES_PATH } }, 'reloadSession'],
        },
      },
    },
    // The company is gone and the shell is changing page. Not final: the children must outlive the last render.
    left: {},
  },
});
