import type { UseFormReturn } from 'react-hook-form';
import type { ConstructorFormInput, ConstructorFormValues } from '#domain/constructor-project-form';

/** The constructor form's react-hook-form handle, as each section receives it. */
export type ConstructorForm = UseFormReturn<ConstructorFormInput, unknown, ConstructorFormValues>;

/** Props of every section of the constructor form. */
export type ConstructorSectionProps = { form: ConstructorForm; disabled: boolean };
