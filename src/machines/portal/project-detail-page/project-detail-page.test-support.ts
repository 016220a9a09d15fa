import { createActor, fromPromise } from 'xstate';
import type { Access } from '#domain/permissions';
import type { Deleted } from '#domain/project';
import type { DeleteTarget } from '#machines/shared/entity-delete/delete-target';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import type { ProjectDetailData } from '#machines/portal/project-detail/project-detail.actors';
import type { ProjectUnitsQuery } from '#api/properties.api';
import type { PropertyPage } from '#domain/property';
import {
  torresDetail,
  torresModels,
  torresUnits,
} from '#machines/portal/project-detail/project-detail.fixtures';
import type { ProjectModelsQuery } from '#api/property-models.api';
import type { PropertyModelPage } from '#domain/property-model';
import { projectModelsMachine } from '#machines/portal/project-models/project-models.machine';
import { projectUnitsMachine } from '#machines/portal/project-units/project-units.machine';
import { projectDetailMachine } from '#machines/portal/project-detail/project-detail.machine';
import type { unitStatusMachine } from '#machines/portal/unit-status/unit-status.machine';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import { projectDetailPageMachine } from './project-detail-page.machine';

/** OWNER of company 1, where the fixtures' project lives. */
export const ownerAccess: Access = { roles: { 1: 'OWNER' }, permissions: [] };
/** MEMBER of company 1: adds apartments and houses, manages nothing. */
export const memberAccess: Access = { roles: { 1: 'MEMBER' }, permissions: [] };
/** VIEWER of company 1: reads only. */
export const viewerAccess: Access = { roles: { 1: 'VIEWER' }, permissions: [] };

// Deletes succeed at once, without notices.
const quietDelete = entityDeleteMachine.provide({
  actors: { deleteEntity: fromPromise<Deleted, DeleteTarget>(async () => ({ message: 'ok' })) },
  actions: { notifyDeleted: () => {}, notifyFailed: () => {} },
});

/** A project page whose children the test may replace (the units and models answer the fixtures' pages); deletes succeed quietly and navigations are recorded. */
export function startDetailPage(
  options: {
    detail?: typeof projectDetailMachine;
    units?: typeof projectUnitsMachine;
    models?: typeof projectModelsMachine;
    status?: typeof unitStatusMachine;
    access?: Access;
    basePath?: string;
  } = {}
) {
  const navigations: NavigateParams[] = [];
  const detail =
    options.detail ??
    projectDetailMachine.provide({
      actors: {
        loadProjectDetail: fromPromise<ProjectDetailData, { projectId: number }>(async () => torresDetail),
      },
      actions: { notifyError: () => {} },
    });
  const page = createActor(
    projectDetailPageMachine.provide({
      actors: {
        projectDetail: detail,
        projectUnits:
          options.units ??
          projectUnitsMachine.provide({
            actors: { loadUnits: fromPromise<PropertyPage, ProjectUnitsQuery>(async () => torresUnits) },
          }),
        projectModels:
          options.models ??
          projectModelsMachine.provide({
            actors: {
              loadModels: fromPromise<PropertyModelPage, ProjectModelsQuery>(async () => torresModels),
            },
          }),
        entityDelete: quietDelete,
        ...(options.status ? { unitStatus: options.status } : {}),
      },
      actions: { navigate: (_, params) => void navigations.push(params) },
    }),
    {
      input: {
        projectId: torresDetail.project.id,
        basePath: options.basePath ?? '/projects',
        access: options.access ?? ownerAccess,
      },
    }
  ).start();
  return { page, navigations };
}
