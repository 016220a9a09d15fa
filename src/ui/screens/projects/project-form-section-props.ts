import type { UseFormReturn } from 'react-hook-form';
import type { ProjectFormInput, ProjectFormValues } from '#domain/project-form';

/** The project form's react-hook-form handle, as each section receives it. */
export type ProjectForm = UseFormReturn<ProjectFormInput, unknown, ProjectFormValues>;

/** Props of every section of the project form. */
export type SectionProps = { form: ProjectForm; disabled: boolean };
