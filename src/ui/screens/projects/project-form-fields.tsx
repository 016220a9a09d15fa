import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { css } from '#styled-system/css';
import type { Amenity } from '#domain/amenity';
import { toOptionalNumber } from '#domain/form-values';
import type { Project } from '#domain/project';
import {
  ProjectFormSchema,
  projectAutoFill,
  type ProjectFormInput,
  type ProjectFormValues,
} from '#domain/project-form';
import {
  CURRENCIES,
  PROJECT_COUNTRIES,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
} from '#domain/statuses';
import { Alert } from '#ui/components/alert';
import { AmenityPicker } from '#ui/components/amenity-picker';
import { Button } from '#ui/components/button';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { NearbyPlacesEditor } from '#ui/components/nearby-places';
import { SelectField } from '#ui/components/select';
import { FormSection, formStyles } from '#ui/components/form-kit';
import { ImageUploadField } from '#ui/components/file-upload';

const STATUS_ITEMS = PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }));
const TYPE_ITEMS = PROJECT_TYPES.map((t) => ({ value: t, label: PROJECT_TYPE_LABELS[t] }));
const CURRENCY_ITEMS = CURRENCIES.map((c) => ({ value: c, label: c }));
const COUNTRY_ITEMS = PROJECT_COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));

const asNumber = { setValueAs: toOptionalNumber };

/** The form's starting values: the project being edited, or the spec's defaults (Borrador, CO, COP). */
export function projectFormDefaults(project: Project | null): ProjectFormInput {
  if (!project) {
    return {
      name: '',
      description: '',
      status: 'DRAFT',
      type: null,
      location: '',
      address: '',
      country_code: 'CO',
      neighborhood: '',
      zone: '',
      city: '',
      department: '',
      total_units: null as unknown as number,
      available_units: null,
      price_range_min: null,
      price_range_max: null,
      currency: 'COP',
      latitude: null,
      longitude: null,
      nearby_places: [],
      amenity_ids: [],
      image_urls: [],
    };
  }
  return {
    name: project.name,
    description: project.description ?? '',
    status: project.status,
    type: project.type,
    location: project.location ?? '',
    address: project.address ?? '',
    country_code: project.country_code,
    neighborhood: project.neighborhood ?? '',
    zone: project.zone ?? '',
    city: project.city ?? '',
    department: project.department ?? '',
    total_units: project.total_units,
    available_units: project.available_units,
    price_range_min: project.price_range_min,
    price_range_max: project.price_range_max,
    currency: project.currency,
    latitude: project.latitude,
    longitude: project.longitude,
    investment_amount: project.investment_amount,
    roi_expected: project.roi_expected,
    revenue: project.revenue,
    progress: project.progress,
    start_date: project.start_date ?? '',
    completion_date: project.completion_date ?? '',
    delivery_date: project.delivery_date ?? '',
    developer: project.developer ?? '',
    architect: project.architect ?? '',
    construction_company: project.construction_company ?? '',
    features: project.features ?? '',
    area_min: project.area_min,
    area_max: project.area_max,
    nearby_places: project.nearby_places.map((p) => ({ name: p.name, type: p.type, distance: p.distance })),
    amenity_ids: project.amenity_ids,
    image_urls: project.image_urls,
  };
}

/** Props of {@link ProjectFormFields}. */
export type ProjectFormFieldsProps = {
  project: Project | null;
  amenities: readonly Amenity[];
  amenitiesError: string | null;
  saving: boolean;
  /** Disables everything once saved, while the notice shows. */
  locked: boolean;
  onSubmit(values: ProjectFormValues): void;
  onCancel(): void;
  /** The company a new project's uploads go to (an edited project's own company otherwise). */
  companyId?: number | null;
};

/** The project form of spec §5 in the sections of spec §2; it validates with the shared schema. */
export function ProjectFormFields({
  project,
  amenities,
  amenitiesError,
  saving,
  locked,
  onSubmit,
  onCancel,
  companyId = null,
}: ProjectFormFieldsProps) {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ProjectFormInput, unknown, ProjectFormValues>({
    resolver: zodResolver(ProjectFormSchema),
    defaultValues: projectFormDefaults(project),
  });
  const [geoProblem, setGeoProblem] = useState<string | null>(null);
  const disabled = saving || locked;
  const unitsFollowRegistry = (project?.properties_count ?? 0) > 0;

  // Spec §5: an empty available_units takes the total, an empty maximum price the minimum.
  const autoFill = () => {
    const fill = projectAutoFill(getValues());
    if (fill.available_units !== undefined) setValue('available_units', fill.available_units);
    if (fill.price_range_max !== undefined) setValue('price_range_max', fill.price_range_max);
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setGeoProblem(
        'Tu navegador no soporta geolocalización. Por favor, ingresa las coordenadas manualmente.'
      );
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setGeoProblem(null);
        setValue('latitude', Number(position.coords.latitude.toFixed(6)));
        setValue('longitude', Number(position.coords.longitude.toFixed(6)));
      },
      () =>
        setGeoProblem(
          'No se pudo obtener tu ubicación actual. Por favor, ingresa las coordenadas manualmente.'
        )
    );
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormSection title="Información Básica">
        <div className={formStyles.grid}>
          <FormField
            label="Nombre del proyecto"
            required
            error={errors.name?.message}
            className={formStyles.wide}
          >
            <TextInput {...register('name')} disabled={disabled} maxLength={255} />
          </FormField>
          <FormField label="Descripción" error={errors.description?.message} className={formStyles.wide}>
            <TextArea {...register('description')} disabled={disabled} />
          </FormField>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <SelectField
                label="Estado"
                items={STATUS_ITEMS}
                value={field.value ?? 'DRAFT'}
                onValueChange={(v) => field.onChange(v ?? 'DRAFT')}
                disabled={disabled}
                error={errors.status?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <SelectField
                label="Tipo de proyecto"
                items={TYPE_ITEMS}
                value={field.value ?? null}
                placeholder="Selecciona un tipo"
                onValueChange={(v) => field.onChange(v)}
                disabled={disabled}
                error={errors.type?.message}
              />
            )}
          />
        </div>
      </FormSection>

      <FormSection title="Ubicación del Proyecto">
        <div className={formStyles.grid}>
          <Controller
            control={control}
            name="country_code"
            render={({ field }) => (
              <SelectField
                label="País"
                items={COUNTRY_ITEMS}
                value={field.value ?? 'CO'}
                onValueChange={(v) => field.onChange(v ?? 'CO')}
                disabled={disabled}
                error={errors.country_code?.message}
              />
            )}
          />
          <FormField label="Ciudad" error={errors.city?.message}>
            <TextInput {...register('city')} disabled={disabled} />
          </FormField>
          <FormField label="Zona" error={errors.zone?.message}>
            <TextInput {...register('zone')} disabled={disabled} />
          </FormField>
          <FormField label="Barrio" error={errors.neighborhood?.message}>
            <TextInput {...register('neighborhood')} disabled={disabled} />
          </FormField>
          <FormField label="Dirección" required error={errors.address?.message}>
            <TextInput {...register('address')} disabled={disabled} />
          </FormField>
          <FormField
            label="Ubicación"
            required
            helperText="Ciudad o sector que verán los compradores"
            error={errors.location?.message}
          >
            <TextInput {...register('location')} disabled={disabled} />
          </FormField>
          <FormField label="Departamento" error={errors.department?.message}>
            <TextInput {...register('department')} disabled={disabled} />
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Coordenadas y Lugares Cercanos">
        <div className={formStyles.grid}>
          <FormField label="Latitud" error={errors.latitude?.message}>
            <TextInput type="number" step="any" {...register('latitude', asNumber)} disabled={disabled} />
          </FormField>
          <FormField label="Longitud" error={errors.longitude?.message}>
            <TextInput type="number" step="any" {...register('longitude', asNumber)} disabled={disabled} />
          </FormField>
          <div className={formStyles.wide}>
            <Button variant="outline" size="sm" onClick={useMyLocation} disabled={disabled}>
              Usar mi ubicación
            </Button>
            {geoProblem && (
              <Alert tone="warning" className={css({ mt: '2' })}>
                {geoProblem}
              </Alert>
            )}
          </div>
          <div className={formStyles.wide}>
            <Controller
              control={control}
              name="nearby_places"
              render={({ field }) => (
                <NearbyPlacesEditor value={field.value ?? []} onChange={field.onChange} disabled={disabled} />
              )}
            />
          </div>
        </div>
      </FormSection>

      <FormSection title="Unidades y Precios">
        <div className={formStyles.grid}>
          <FormField label="Total de unidades" required error={errors.total_units?.message}>
            <TextInput
              type="number"
              min={1}
              step={1}
              {...register('total_units', { ...asNumber, onBlur: autoFill })}
              disabled={disabled}
            />
          </FormField>
          <FormField
            label="Unidades disponibles"
            error={errors.available_units?.message}
            helperText={
              unitsFollowRegistry
                ? `Se calcula a partir de las ${project?.properties_count} unidades registradas.`
                : 'Si lo dejas vacío, toma el total de unidades.'
            }
          >
            <TextInput
              type="number"
              min={0}
              step={1}
              readOnly={unitsFollowRegistry}
              {...register('available_units', asNumber)}
              disabled={disabled}
            />
          </FormField>
          <FormField label="Precio mínimo" error={errors.price_range_min?.message}>
            <TextInput
              type="number"
              min={0}
              step={1_000_000}
              {...register('price_range_min', { ...asNumber, onBlur: autoFill })}
              disabled={disabled}
            />
          </FormField>
          <FormField label="Precio máximo" error={errors.price_range_max?.message}>
            <TextInput
              type="number"
              min={0}
              step={1_000_000}
              {...register('price_range_max', asNumber)}
              disabled={disabled}
            />
          </FormField>
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <SelectField
                label="Moneda"
                items={CURRENCY_ITEMS}
                value={field.value ?? 'COP'}
                onValueChange={(v) => field.onChange(v ?? 'COP')}
                disabled={disabled}
                error={errors.currency?.message}
              />
            )}
          />
        </div>
      </FormSection>

      <FormSection title="Cronograma e Inversión">
        <div className={formStyles.grid}>
          <FormField label="Fecha de inicio" error={errors.start_date?.message}>
            <TextInput type="date" {...register('start_date')} disabled={disabled} />
          </FormField>
          <FormField label="Fecha de finalización" error={errors.completion_date?.message}>
            <TextInput type="date" {...register('completion_date')} disabled={disabled} />
          </FormField>
          <FormField label="Fecha de entrega" error={errors.delivery_date?.message}>
            <TextInput type="date" {...register('delivery_date')} disabled={disabled} />
          </FormField>
          <FormField label="Avance de obra (%)" error={errors.progress?.message}>
            <TextInput
              type="number"
              min={0}
              max={100}
              step={1}
              {...register('progress', asNumber)}
              disabled={disabled}
            />
          </FormField>
          <FormField label="Inversión" error={errors.investment_amount?.message}>
            <TextInput
              type="number"
              min={0}
              step={1_000_000}
              {...register('investment_amount', asNumber)}
              disabled={disabled}
            />
          </FormField>
          <FormField label="ROI esperado (%)" error={errors.roi_expected?.message}>
            <TextInput
              type="number"
              min={0}
              max={100}
              step={0.1}
              {...register('roi_expected', asNumber)}
              disabled={disabled}
            />
          </FormField>
          <FormField label="Ingresos" error={errors.revenue?.message}>
            <TextInput
              type="number"
              min={0}
              step={1_000_000}
              {...register('revenue', asNumber)}
              disabled={disabled}
            />
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Equipo">
        <div className={formStyles.grid3}>
          <FormField label="Desarrollador" error={errors.developer?.message}>
            <TextInput {...register('developer')} disabled={disabled} />
          </FormField>
          <FormField label="Arquitecto" error={errors.architect?.message}>
            <TextInput {...register('architect')} disabled={disabled} />
          </FormField>
          <FormField label="Constructora" error={errors.construction_company?.message}>
            <TextInput {...register('construction_company')} disabled={disabled} />
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Amenities y Características">
        <div className={formStyles.grid}>
          <div className={formStyles.wide}>
            <Controller
              control={control}
              name="amenity_ids"
              render={({ field }) => {
                const ids = field.value ?? [];
                const codes = amenities.filter((a) => ids.includes(a.id)).map((a) => a.code);
                return (
                  <AmenityPicker
                    amenities={amenities}
                    categories={['Comunal']}
                    selected={codes}
                    loadError={amenitiesError}
                    disabled={disabled}
                    onToggle={(code, chosen) => {
                      const id = amenities.find((a) => a.code === code)?.id;
                      if (id === undefined) return;
                      field.onChange(chosen ? [...ids, id] : ids.filter((x) => x !== id));
                    }}
                  />
                );
              }}
            />
          </div>
          <FormField
            label="Características"
            helperText="Separadas por comas, ej: Vista panorámica, Acabados de lujo"
            error={errors.features?.message}
            className={formStyles.wide}
          >
            <TextArea rows={2} {...register('features')} disabled={disabled} />
          </FormField>
          <FormField label="Área mínima (m²)" error={errors.area_min?.message}>
            <TextInput
              type="number"
              min={0}
              step={0.01}
              {...register('area_min', asNumber)}
              disabled={disabled}
            />
          </FormField>
          <FormField label="Área máxima (m²)" error={errors.area_max?.message}>
            <TextInput
              type="number"
              min={0}
              step={0.01}
              {...register('area_max', asNumber)}
              disabled={disabled}
            />
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Imágenes y Documentos">
        <Controller
          control={control}
          name="image_urls"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Imágenes del proyecto"
              value={field.value ?? []}
              onChange={field.onChange}
              companyId={project?.company_id ?? companyId}
              folder="projects"
              disabled={disabled}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>

      <div className={formStyles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={disabled}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving} disabled={locked}>
          {saving ? 'Guardando...' : project ? 'Actualizar Proyecto' : 'Crear Proyecto'}
        </Button>
      </div>
    </form>
  );
}
