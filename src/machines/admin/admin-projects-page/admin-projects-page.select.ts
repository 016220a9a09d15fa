import type { SnapshotFrom } from 'xstate';
import type { adminProjectsPageMachine } from './admin-projects-page.machine';

/** The admin projects page: the projects actor of the URL's company, or none ('Selecciona una empresa'). */
export const selectAdminProjectsPageView = (s: SnapshotFrom<typeof adminProjectsPageMachine>) => ({
  projectsRef: s.children.adminProjects,
});
