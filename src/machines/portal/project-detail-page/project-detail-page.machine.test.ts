import { createActor, fromPromise } from 'xstate';
import type { Access } from '#domain/permissions';
import type { Deleted, Project } from '#domain/project';
import type { Property } from '#domain/property';
import type { DeleteTarget } from '#machines/shared/entity-delete/delete-target';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import type { ProjectDetailData } from '#machines/portal/project-detail/project-detail.actors';
import type { ProjectUnitsQuery } from '#api/properties.api';
import type { PropertyPage } from '#domain/property';
import type { ProjectModelsQuery } from '#api/property-models.api';
import type { PropertyModelPage } from '#domain/property-model';
import {
  apto101,
  tipoB,
  torresDetail,
  torresModels,
  torresUnits,
} from '#machines/portal/project-detail/project-detail.fixtures';
import { projectModelsMachine } from '#machines/portal/project-models/project-models.machine';
import { projectUnitsMachine } from '#machines/portal/project-units/project-units.machine';
import { projectDetailMachine } from '#machines/portal/project-detail/project-detail.machine';
import { unitStatusMachine } from '#machines/portal/unit-status/unit-status.machine';
import type { StatusChange } from '#machines/portal/unit-status/unit-status.actors';
import { projectImagesMachine } from '#machines/shared/upload/project-images.machine';
import { projectDetailPageMachine } from './project-detail-page.machine';
import { selectProjectDetailPageView } from './project-detail-page.select';
import { memberAccess, ownerAccess, viewerAccess } from './project-detail-page.test-support';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(access: Access, basePath = '/projects') {
  let loads = 0;
  const unitPages: ProjectUnitsQuery[] = [];
  const modelPages: ProjectModelsQuery[] = [];
  const deleted: DeleteTarget[] = [];
  const navigate = vi.fn<(params: NavigateParams) => void>();
  const page = createActor(
    projectDetailPageMachine.provide({
      actors: {
        projectDetail: projectDetailMachine.provide({
          actors: {
            loadProjectDetail: fromPromise<ProjectDetailData, { projectId: number }>(async () => {
              loads += 1;
              return torresDetail;
            }),
          },
        }),
        projectUnits: projectUnitsMachine.provide({
          actors: {
            loadUnits: fromPromise<PropertyPage, ProjectUnitsQuery>(async ({ input }) => {
              unitPages.push(input);
              return torresUnits;
            }),
          },
        }),
        projectModels: projectModelsMachine.provide({
          actors: {
            loadModels: fromPromise<PropertyModelPage, ProjectModelsQuery>(async ({ input }) => {
              modelPages.push(input);
              return torresModels;
            }),
          },
        }),
        unitStatus: unitStatusMachine.provide({
          actors: {
            changeUnitStatus: fromPromise<Property, StatusChange>(async ({ input }) => ({
              ...input.unit,
              status: input.status,
            })),
          },
          actions: { notifySaved: () => {}, notifyFailed: () => {} },
        }),
        entityDelete: entityDeleteMachine.provide({
          actors: {
            deleteEntity: fromPromise<Deleted, DeleteTarget>(async ({ input }) => {
              deleted.push(input);
              return { message: 'ok' };
            }),
          },
          actions: { notifyDeleted: () => {}, notifyFailed: () => {} },
        }),
        projectImages: projectImagesMachine.provide({
          actors: {
            addProjectImages: fromPromise<Project, { projectId: number; urls: string[] }>(
              async ({ input }) => ({
                ...torresDetail.project,
                image_urls: input.urls,
              })
            ),
          },
          actions: { notifySaved: () => {}, notifyFailed: () => {} },
        }),
      },
      actions: { navigate: (_, params) => navigate(params) },
    }),
    { input: { projectId: torresDetail.project.id, basePath, access } }
  ).start();
  const view = () => selectProjectDetailPageView(page.getSnapshot());
  return { page, view, navigate, deleted, loads: () => loads, unitPages, modelPages };
}

describe('project detail page machine', () => {
  it('decides the rights in the project’s company once the project is read', async () => {
    const owner = start(ownerAccess);
    expect(owner.view()).toMatchObject({ canManage: false, canAddProperty: false });
    await flush();
    expect(owner.view()).toMatchObject({ canManage: true, canAddProperty: true });

    const member = start(memberAccess);
    await flush();
    expect(member.view()).toMatchObject({ canManage: false, canAddProperty: true });

    const viewer = start(viewerAccess);
    await flush();
    expect(viewer.view()).toMatchObject({ canManage: false, canAddProperty: false });
    viewer.page.send({ type: 'access.changed', access: ownerAccess });
    expect(viewer.view()).toMatchObject({ canManage: true, canAddProperty: true });

    const auditor = start({ roles: {}, permissions: ['read:all_companies'] });
    await flush();
    expect(auditor.view()).toMatchObject({ canManage: false, canAddProperty: false });
  });

  it('reloads the project and the shown page of units after a unit’s status changes', async () => {
    const { view, loads, unitPages } = start(ownerAccess);
    await flush();
    expect(unitPages).toEqual([{ projectId: 11, page: 1, limit: 25, q: '', sort: 'name' }]);
    view().statusRef.send({ type: 'status.change', unit: apto101, status: 'RESERVED' });
    await flush();
    expect(loads()).toBe(2);
    expect(unitPages).toHaveLength(2);
  });

  it('reloads the project after new images are saved', async () => {
    const { view, loads } = start(ownerAccess);
    await flush();
    const images = view().imagesRef;
    images.send({ type: 'images.open', companyId: 1 });
    images.send({ type: 'images.change', urls: ['/uploads/a.jpg'] });
    images.send({ type: 'images.save' });
    await flush();
    expect(images.getSnapshot().value).toBe('closed');
    expect(loads()).toBe(2);
  });

  it('reloads after a model or unit is deleted, and stays', async () => {
    const { view, loads, navigate, unitPages, modelPages } = start(ownerAccess);
    await flush();
    view().deleteRef.send({
      type: 'delete.request',
      target: { kind: 'property', id: apto101.id, name: apto101.name, projectId: torresDetail.project.id },
    });
    view().deleteRef.send({ type: 'delete.confirm' });
    await flush();
    expect(loads()).toBe(2);
    expect(unitPages).toHaveLength(2);
    expect(modelPages).toHaveLength(1);
    view().deleteRef.send({
      type: 'delete.request',
      target: { kind: 'model', id: tipoB.id, name: tipoB.name, propertiesCount: 0 },
    });
    view().deleteRef.send({ type: 'delete.confirm' });
    await flush();
    // The models' shown page is asked again (a page of 10 in the order they were added).
    expect(loads()).toBe(3);
    expect(modelPages).toEqual([
      { projectId: 11, page: 1, limit: 10, q: '', sort: 'created' },
      { projectId: 11, page: 1, limit: 10, q: '', sort: 'created' },
    ]);
    expect(unitPages).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('deletes the project only for those who may, then leaves for its list 1.5 s later', async () => {
    vi.useFakeTimers();
    try {
      const viewer = start(viewerAccess);
      await vi.advanceTimersByTimeAsync(0);
      viewer.page.send({ type: 'project.delete' });
      expect(viewer.view().deleteRef.getSnapshot().value).toBe('idle');

      const { page, view, deleted, navigate, loads } = start(ownerAccess, '/admin/projects');
      await vi.advanceTimersByTimeAsync(0);
      page.send({ type: 'project.delete' });
      view().deleteRef.send({ type: 'delete.confirm' });
      await vi.advanceTimersByTimeAsync(0);
      expect(deleted).toEqual([
        { kind: 'project', id: 11, name: 'Torres del Poblado', redirectTo: '/admin/projects?company_id=1' },
      ]);
      expect(loads()).toBe(1);
      await vi.advanceTimersByTimeAsync(1500);
      expect(navigate).toHaveBeenCalledWith({ to: '/admin/projects?company_id=1' });
      expect(page.getSnapshot().value).toBe('left');
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes back to the list it came from', () => {
    const own = start(ownerAccess);
    own.page.send({ type: 'page.back' });
    expect(own.navigate).toHaveBeenCalledWith({ to: '/projects' });
    const admin = start(ownerAccess, '/admin/projects');
    admin.page.send({ type: 'page.back' });
    expect(admin.navigate).toHaveBeenCalledWith({ to: '/admin/companies' });
  });
});
