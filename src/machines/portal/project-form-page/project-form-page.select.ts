import type { SnapshotFrom } from 'xstate';
import type { projectFormPageMachine } from './project-form-page.machine';

/** What the project form screens read: the form actor, and where a new project's uploads go. */
export const selectProjectFormPageView = (s: SnapshotFrom<typeof projectFormPageMachine>) => ({
  // Invoked at the root, so present for the page's whole life.
  formRef: s.children.projectForm!,
  /** The company a new project's uploads go to (an edited project's own company otherwise). */
  companyId: s.context.companyId,
  leaving: s.matches('left'),
});
