import type { SnapshotFrom } from 'xstate';
import { can } from '#domain/permissions';
import type { projectsPageMachine } from './projects-page.machine';

/** What /projects shows: the child actors its parts read, and the rights the policy gives in the company. */
export const selectProjectsPageView = (s: SnapshotFrom<typeof projectsPageMachine>) => {
  const { access, companyId } = s.context;
  return {
    // Invoked at the root, so present for the page's whole life.
    listRef: s.children.projectsList!,
    deleteRef: s.children.entityDelete!,
    /** 'Crear Nuevo Proyecto' and the empty state's 'Crear mi primer proyecto'. */
    canCreate: can(access, 'project.create', companyId),
    /** Each card's menu (Editar, Eliminar) instead of 'Ver detalles →'. */
    canManage: s.matches('managing'),
  };
};

export type ProjectsPageView = ReturnType<typeof selectProjectsPageView>;
