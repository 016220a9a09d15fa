import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormRegister } from 'react-hook-form';
import type { Amenity } from '#domain/amenity';
import {
  ConstructorProjectFormSchema,
  constructorProjectToFormValues,
} from '#domain/constructor-project-form';
import type { Project } from '#domain/project';
import {
  ProjectFormSchema,
  projectToFormValues,
  type ProjectFormInput,
  type ProjectFormValues,
} from '#domain/project-form';
import { Button } from '#ui/components/button';
import { UPLOADING_HINT, type UploadRef } from '#ui/components/file-upload';
import { formStyles } from '#ui/components/form-kit';
import { AmenitiesSection, FilesSection, TeamSection } from './project-form-extras';
import { ScheduleSection, UnitsSection } from './project-form-figures';
import type { ProjectForm, ProjectFormVariant } from './project-form-props';
import { BasicSection, CoordinatesSection, LocationSection } from './project-form-sections';

/** Props of {@link ProjectFormFields}. */
export type ProjectFormFieldsProps = {
  variant: ProjectFormVariant;
  project: Project | null;
  amenities: readonly Amenity[];
  amenitiesError: string | null;
  saving: boolean;
  /** Disables everything once saved, while the notice shows. */
  locked?: boolean;
  onSubmit(values: ProjectFormValues): void;
  onCancel(): void;
  /** The page's upload batch for the project's files (null without a company). */
  uploadRef: UploadRef | null;
  /** Files are on their way: the page refuses to save until they arrive. */
  uploading: boolean;
};

// The constructor's schema reads the same inputs and gives a valid project body (its output is a ProjectFormValues).
const constructorResolver = zodResolver(ConstructorProjectFormSchema) as unknown as Resolver<
  ProjectFormInput,
  unknown,
  ProjectFormValues
>;

/**
 * The form of each variant: the portal validates with the project schema and checks again as fields change after
 * a submit; the constructor (spec §5) validates on submit only, and an error clears as soon as its field is edited.
 */
function useProjectForm(variant: ProjectFormVariant, project: Project | null): ProjectForm {
  const constructor = variant === 'constructor';
  const form = useForm<ProjectFormInput, unknown, ProjectFormValues>({
    resolver: constructor ? constructorResolver : zodResolver(ProjectFormSchema),
    defaultValues: constructor ? constructorProjectToFormValues(project) : projectToFormValues(project),
    mode: 'onSubmit',
    reValidateMode: constructor ? 'onSubmit' : 'onChange',
  });
  if (!constructor) return form;
  const register: UseFormRegister<ProjectFormInput> = (name, options) =>
    form.register(name, {
      ...options,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        return options?.onChange?.(event);
      },
    } as typeof options);
  return { ...form, register };
}

/** The project form of spec §5 in the sections of spec §2, for the portal or the constructor workspace. */
export function ProjectFormFields({
  variant,
  project,
  amenities,
  amenitiesError,
  saving,
  locked = false,
  onSubmit,
  onCancel,
  uploadRef,
  uploading,
}: ProjectFormFieldsProps) {
  const form = useProjectForm(variant, project);
  const disabled = saving || locked;
  const section = { form, disabled, variant };
  return (
    <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <BasicSection {...section} />
      <LocationSection {...section} />
      <CoordinatesSection {...section} />
      <UnitsSection {...section} project={project} />
      <ScheduleSection {...section} />
      <TeamSection {...section} />
      <AmenitiesSection {...section} amenities={amenities} amenitiesError={amenitiesError} />
      <FilesSection {...section} uploadRef={uploadRef} />
      <div className={formStyles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={disabled}>
          Cancelar
        </Button>
        <Button
          type="submit"
          loading={saving}
          disabled={locked || uploading}
          title={uploading ? UPLOADING_HINT : undefined}
        >
          {saving ? 'Guardando...' : project ? 'Actualizar Proyecto' : 'Crear Proyecto'}
        </Button>
      </div>
    </form>
  );
}
