import { assign, sendTo, setup } from 'xstate';
import { can, type Access } from '#domain/permissions';
import type { Project } from '#domain/project';
import {
  entityDeleteMachine,
  type EntityDeletedEvent,
  type EntityLeaveEvent,
} from '#machines/shared/entity-delete/entity-delete.machine';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import {
  projectDetailMachine,
  type ProjectLoadedEvent,
} from '#machines/portal/project-detail/project-detail.machine';
import { projectModelsMachine } from '#machines/portal/project-models/project-models.machine';
import { projectUnitsMachine } from '#machines/portal/project-units/project-units.machine';
import { unitStatusMachine, type UnitChangedEvent } from '#machines/portal/unit-status/unit-status.machine';
import { projectImagesMachine, type ImagesSavedEvent } from '#machines/shared/upload/project-images.machine';

export type ProjectDetailPageEvent =
  | AccessChangedEvent
  /** The page's 'Eliminar': the project itself. */
  | { type: 'project.delete' }
  /** 'Volver' on the missing or failed page. */
  | { type: 'page.back' }
  | ProjectLoadedEvent
  | UnitChangedEvent
  | ImagesSavedEvent
  | EntityDeletedEvent
  | EntityLeaveEvent;

type Input = {
  projectId: number;
  /** '/projects', or '/admin/projects' when reached from the admin area. */
  basePath: string;
  access: Access;
};

type Context = Input & {
  /** The project as last read; its company decides the rights. */
  project: Pick<Project, 'id' | 'name' | 'company_id'> | null;
};

/** Where the deleted project's page goes: the list it came from (spec §2). */
export const afterDeletePath = (basePath: string, companyId: number) =>
  basePath === '/projects' ? '/projects' : `${basePath}?company_id=${companyId}`;

/** Where 'Volver' goes from a project that cannot be shown. */
export const backPath = (basePath: string) => (basePath === '/projects' ? '/projects' : '/admin/companies');

/**
 * /projects/{id} and /admin/projects/{id} (spec §2): the project with a page of its models, a page of its units, the unit status
 * changes, the delete dialog and 'Agregar Imagen'. A status change, saved images or a deleted model or unit reload
 * the project; after the project itself is deleted the page leaves for its list.
 */
export const projectDetailPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as ProjectDetailPageEvent,
  },
  actors: {
    projectDetail: projectDetailMachine,
    projectUnits: projectUnitsMachine,
    projectModels: projectModelsMachine,
    unitStatus: unitStatusMachine,
    entityDelete: entityDeleteMachine,
    projectImages: projectImagesMachine,
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    reloadDetail: sendTo('projectDetail', { type: 'detail.reload' }),
    // The shown page of units again, with its search and order: a status or a delete changed it.
    reloadUnits: sendTo('projectUnits', { type: 'list.reload' }),
    // The shown page of models again: a deleted model leaves it.
    reloadModels: sendTo('projectModels', { type: 'list.reload' }),
    openProjectDelete: sendTo('entityDelete', ({ context }) => ({
      type: 'delete.request' as const,
      target: {
        kind: 'project' as const,
        id: context.project!.id,
        name: context.project!.name,
        redirectTo: afterDeletePath(context.basePath, context.project!.company_id),
      },
    })),
  },
  guards: {
    canDeleteProject: ({ context }) =>
      context.project !== null && can(context.access, 'project.delete', context.project.company_id),
    isOtherThanProject: ({ event }) => event.type === 'entity.deleted' && event.target.kind !== 'project',
    isUnit: ({ event }) => event.type === 'entity.deleted' && event.target.kind === 'property',
  },
}).createMachine({
  id: 'projectDetailPage',
  context: ({ input }) => ({ ...input, project: null }),
  invoke: [
    {
      id: 'projectDetail',
      src: 'projectDetail',
      input: ({ context }) => ({ projectId: context.projectId }),
    },
    { id: 'projectUnits', src: 'projectUnits', input: ({ context }) => ({ projectId: context.projectId }) },
    { id: 'projectModels', src: 'projectModels', input: ({ context }) => ({ projectId: context.projectId }) },
    { id: 'unitStatus', src: 'unitStatus', input: ({ context }) => ({ projectId: context.projectId }) },
    { id: 'entityDelete', src: 'entityDelete' },
    { id: 'projectImages', src: 'projectImages', input: ({ context }) => ({ projectId: context.projectId }) },
  ],
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'project.loaded': {
      actions: assign({
        project: ({ event }) => ({
          id: event.project.id,
          name: event.project.name,
          company_id: event.project.company_id,
        }),
      }),
    },
    'page.back': {
      actions: { type: 'navigate', params: ({ context }) => ({ to: backPath(context.basePath) }) },
    },
  },
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'project.delete': { guard: 'canDeleteProject', actions: 'openProjectDelete' },
        // The units on screen are stale after a status change or a conflict, and the gallery after a save.
        'unit.changed': { actions: ['reloadDetail', 'reloadUnits'] },
        'images.saved': { actions: 'reloadDetail' },
        // A deleted unit leaves the units' page and the project's counts; a deleted model, the models.
        'entity.deleted': [
          { guard: 'isUnit', actions: ['reloadDetail', 'reloadUnits'] },
          { guard: 'isOtherThanProject', actions: ['reloadDetail', 'reloadModels'] },
        ],
        'entity.leave': {
          target: 'left',
          actions: { type: 'navigate', params: ({ event }) => ({ to: event.to }) },
        },
      },
    },
    // The project is gone and the shell is changing page. Not final: the children must outlive the last render.
    left: {},
  },
});
