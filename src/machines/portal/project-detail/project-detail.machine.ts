import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isNotFound } from '#api/projects.api';
import type { Project } from '#domain/project';
import type { ProjectDetailData } from './project-detail.actors';
import { loadProjectDetail } from './project-detail.actors';

export type ProjectDetailEvent = { type: 'detail.reload' };

/** Told to the page that invoked the machine: the project as just read (its company decides the rights). */
export type ProjectLoadedEvent = { type: 'project.loaded'; project: Project };

/** Spec §8: texts of a project that cannot be shown. */
export const PROJECT_LOAD_ERROR = 'Error al cargar el proyecto';

type Context = { projectId: number; data: ProjectDetailData | null; error: string | null };

/**
 * A project's page: the project (its units and models are paged lists of their own). A reload (after a unit or
 * model changes) keeps showing the current data until the new data arrives.
 */
export const projectDetailMachine = setup({
  types: {
    input: {} as { projectId: number },
    context: {} as Context,
    events: {} as ProjectDetailEvent,
    tags: {} as 'loading',
  },
  actors: { loadProjectDetail },
  guards: {
    isMissing: ({ event }) => isNotFound((event as { error?: unknown }).error),
  },
  actions: {
    notifyError: ({ context }) => {
      toast.error(`${PROJECT_LOAD_ERROR}: ${context.error ?? ''}`);
    },
    reportLoaded: sendParent((_, params: { project: Project }): ProjectLoadedEvent => ({
      type: 'project.loaded',
      project: params.project,
    })),
  },
}).createMachine({
  id: 'projectDetail',
  context: ({ input }) => ({ projectId: input.projectId, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadProjectDetail',
        src: 'loadProjectDetail',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ data: ({ event }) => event.output, error: null }),
            { type: 'reportLoaded', params: ({ event }) => ({ project: event.output.project }) },
          ],
        },
        onError: [
          { guard: 'isMissing', target: 'notFound', actions: assign({ data: null }) },
          {
            target: 'failed',
            actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyError'],
          },
        ],
      },
    },
    ready: { on: { 'detail.reload': 'loading' } },
    notFound: {},
    failed: { on: { 'detail.reload': 'loading' } },
  },
});
