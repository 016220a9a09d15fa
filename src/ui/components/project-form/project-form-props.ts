import type { UseFormReturn } from 'react-hook-form';
import type { ProjectFormInput, ProjectFormValues } from '#domain/project-form';

/** The project form's react-hook-form handle, as each section receives it. */
export type ProjectForm = UseFormReturn<ProjectFormInput, unknown, ProjectFormValues>;

/**
 * Which screen the one project form serves: the portal's /projects, or the constructor workspace, whose stricter
 * rules (spec §5) add the priority, the works' stage, the budget, the manager and documents.
 */
export type ProjectFormVariant = 'portal' | 'constructor';

/** Props of every section of the project form. */
export type SectionProps = { form: ProjectForm; disabled: boolean; variant: ProjectFormVariant };
