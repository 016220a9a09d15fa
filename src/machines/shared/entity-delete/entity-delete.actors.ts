import { fromPromise } from 'xstate';
import type { Deleted } from '#domain/project';
import { api } from '#api/runtime';
import { deleteProject } from '#api/projects.api';
import { deleteModel } from '#api/property-models.api';
import { deleteProperty, deleteUnit } from '#api/properties.api';
import type { DeleteTarget } from './delete-target';

/** Deletes whatever the target names, through the call of its kind. */
export const deleteEntity = fromPromise<Deleted, DeleteTarget>(({ input, signal }) => {
  switch (input.kind) {
    case 'project':
      return deleteProject(api, input.id, signal);
    case 'model':
      return deleteModel(api, input.id, signal);
    case 'property':
      return input.projectId === null
        ? deleteProperty(api, input.id, signal)
        : deleteUnit(api, input.projectId, input.id, signal);
  }
});
