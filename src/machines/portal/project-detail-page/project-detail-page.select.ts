import type { SnapshotFrom } from 'xstate';
import { can, creatablePropertyTypes, grantIn } from '#domain/permissions';
import type { projectDetailPageMachine } from './project-detail-page.machine';

/**
 * What the project page shows: the child actors its sections read (detail, units, unit status, delete dialog,
 * images dialog), where its links point, and the rights the policy gives in the project's company.
 */
export const selectProjectDetailPageView = (s: SnapshotFrom<typeof projectDetailPageMachine>) => {
  const { access, basePath, project } = s.context;
  const companyId = project?.company_id ?? null;
  return {
    // Invoked at the root, so present for the page's whole life.
    detailRef: s.children.projectDetail!,
    unitsRef: s.children.projectUnits!,
    modelsRef: s.children.projectModels!,
    statusRef: s.children.unitStatus!,
    deleteRef: s.children.entityDelete!,
    imagesRef: s.children.projectImages!,
    basePath,
    /** Edit, delete, models, images and unit changes (OWNER and ADMIN, spec §6). */
    canManage: companyId !== null && can(access, 'project.update', companyId),
    /** 'Anadir Propiedad': the role may create some kind of unit (spec §6: MEMBER apartments and houses). */
    canAddProperty: companyId !== null && creatablePropertyTypes(grantIn(access, companyId)).length > 0,
  };
};

export type ProjectDetailPageView = ReturnType<typeof selectProjectDetailPageView>;
