import { assign, not, sendTo, setup } from 'xstate';
import { can, type Access } from '#domain/permissions';
import {
  entityDeleteMachine,
  type EntityDeletedEvent,
} from '#machines/shared/entity-delete/entity-delete.machine';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import {
  projectsListMachine,
  type ProjectsLogoutEvent,
} from '#machines/portal/projects-list/projects-list.machine';

export type ProjectsPageEvent =
  | AccessChangedEvent
  /** The session's active company changed: the list starts over in the new one. */
  | { type: 'company.change'; companyId: number }
  /** 'Eliminar' in a card's menu. */
  | { type: 'project.delete'; project: { id: number; name: string } }
  | EntityDeletedEvent
  | ProjectsLogoutEvent;

type Context = { companyId: number; access: Access };

/**
 * /projects (spec §2): the active company's projects and the delete dialog. Those who manage the company's projects
 * get the create button and each card's menu; a deletion reloads the list, and 'Forzar Logout' logs out through
 * the `logout` action the screen provides.
 */
export const projectsPageMachine = setup({
  types: {
    input: {} as { companyId: number; access: Access },
    context: {} as Context,
    events: {} as ProjectsPageEvent,
  },
  actors: { projectsList: projectsListMachine, entityDelete: entityDeleteMachine },
  actions: {
    logout: () => {},
    followCompany: sendTo('projectsList', (_, params: { companyId: number }) => ({
      type: 'company.change' as const,
      companyId: params.companyId,
    })),
    reloadList: sendTo('projectsList', { type: 'list.reload' }),
    openDelete: sendTo('entityDelete', (_, params: { id: number; name: string }) => ({
      type: 'delete.request' as const,
      target: { kind: 'project' as const, id: params.id, name: params.name },
    })),
  },
  guards: {
    managesProjects: ({ context }) => can(context.access, 'project.update', context.companyId),
  },
}).createMachine({
  id: 'projectsPage',
  context: ({ input }) => ({ companyId: input.companyId, access: input.access }),
  invoke: [
    {
      id: 'projectsList',
      src: 'projectsList',
      input: ({ context }) => ({ companyId: context.companyId }),
    },
    { id: 'entityDelete', src: 'entityDelete' },
  ],
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'company.change': {
      actions: [
        assign({ companyId: ({ event }) => event.companyId }),
        { type: 'followCompany', params: ({ event }) => ({ companyId: event.companyId }) },
      ],
    },
    'entity.deleted': { actions: 'reloadList' },
    'projects.logout': { actions: 'logout' },
  },
  initial: 'reading',
  states: {
    // The projects as cards, with 'Ver detalles →' links only.
    reading: {
      always: { guard: 'managesProjects', target: 'managing' },
    },
    // OWNER and ADMIN (or the platform's managers): create, edit and delete.
    managing: {
      always: { guard: not('managesProjects'), target: 'reading' },
      on: {
        'project.delete': { actions: { type: 'openDelete', params: ({ event }) => event.project } },
      },
    },
  },
});
