import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatArea, formatMoney } from '#domain/format';
import type { Property } from '#domain/property';
import {
  FLOOR_FIELD,
  PRICE_FIELD,
  UnitCreateSchema,
  UnitEditFormSchema,
  newUnitFormValues,
  unitEditToRequest,
  unitToEditFormValues,
  unitToRequest,
  type UnitCreate,
  type UnitCreateInput,
  type UnitEditFormInput,
  type UnitEditFormValues,
} from '#domain/property-form';
import type { PropertyModel } from '#domain/property-model';
import {
  PROPERTY_STATUSES,
  propertyTypeLabel,
  type PropertyStatus,
  type PropertyType,
} from '#domain/statuses';
import { Button } from '#ui/components/button';
import { FormField, TextInput } from '#ui/components/form-field';
import { SelectField } from '#ui/components/select';
import { FormSection, formStyles } from '#ui/components/form-kit';
import { holdWhileUploading, ImageUploadField, type FormUpload } from '#ui/components/file-upload';
import { NumberFields } from '#ui/components/number-fields';
import { statusItems, typeItems } from './property-form-fields';

const orDash = (value: number | null | undefined, unit = '') =>
  value === null || value === undefined ? '—' : `${value}${unit}`;

/** What a unit inherits from its model, shown read-only (spec §3). */
function InheritedFields({
  source,
}: {
  source: Pick<PropertyModel, 'area' | 'bedrooms' | 'bathrooms' | 'parking_spaces'> | null;
}) {
  return (
    <ReadOnlyFacts
      label="Datos heredados del modelo"
      facts={[
        ['Área', formatArea(source?.area)],
        ['Habitaciones', orDash(source?.bedrooms)],
        ['Baños', orDash(source?.bathrooms)],
        ['Parqueaderos', orDash(source?.parking_spaces)],
      ]}
    />
  );
}

/**
 * Read-only figures as a description list inside a named group. The group is a wrapper: a role on the `<dl>`
 * itself would take its list semantics away, and its terms would belong to no list (axe 'dlitem').
 */
function ReadOnlyFacts({ label, facts }: { label: string; facts: readonly (readonly [string, string])[] }) {
  return (
    <div role="group" aria-label={label}>
      <dl className={formStyles.readOnly}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className={formStyles.readOnlyTerm}>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Props of {@link UnitCreateFields}. */
export type UnitCreateFieldsProps = {
  models: readonly PropertyModel[];
  allowedTypes: readonly PropertyType[];
  /** Statuses the role may give a new unit: those it may set by editing. */
  allowedStatuses: readonly PropertyStatus[];
  saving: boolean;
  onSubmit(values: UnitCreate): void;
  onCancel(): void;
  /** The page's upload batch for the unit's images (into the company of its project). */
  upload: FormUpload;
};

/** Spec §4/§5: a new unit picks its model (required) and sets name, type, floor, price and status. */
export function UnitCreateFields({
  models,
  allowedTypes,
  allowedStatuses,
  saving,
  onSubmit,
  onCancel,
  upload,
}: UnitCreateFieldsProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UnitCreateInput, unknown, UnitCreate>({
    resolver: zodResolver(UnitCreateSchema),
    defaultValues: newUnitFormValues(allowedTypes),
  });
  const modelId = useWatch({ control, name: 'property_model_id' });
  const model = models.find((m) => m.id === modelId) ?? null;
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(unitToRequest(values)))}
    >
      <FormSection title="Modelo de Propiedad">
        <div className={formStyles.grid}>
          <Controller
            control={control}
            name="property_model_id"
            render={({ field }) => (
              <SelectField
                label="Modelo de propiedad"
                placeholder={models.length === 0 ? 'Este proyecto no tiene modelos' : 'Selecciona un modelo'}
                items={models.map((m) => ({ value: String(m.id), label: m.name }))}
                value={field.value ? String(field.value) : null}
                onValueChange={(v) => field.onChange(v === null ? undefined : Number(v))}
                disabled={saving || models.length === 0}
                error={errors.property_model_id?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="property_type"
            render={({ field }) => (
              <SelectField
                label="Tipo de propiedad"
                items={typeItems(allowedTypes)}
                value={field.value ?? null}
                onValueChange={(v) => field.onChange(v ?? undefined)}
                disabled={saving}
                error={errors.property_type?.message}
              />
            )}
          />
          <div className={formStyles.wide}>
            <InheritedFields source={model} />
          </div>
        </div>
      </FormSection>
      <FormSection title="Datos de la Unidad">
        <div className={formStyles.grid}>
          <FormField label="Nombre de la propiedad" required error={errors.name?.message}>
            <TextInput {...register('name')} disabled={saving} maxLength={255} placeholder="Ej: Apto 301" />
          </FormField>
          <NumberFields
            fields={[FLOOR_FIELD, PRICE_FIELD]}
            register={register}
            errors={errors}
            disabled={saving}
            helpers={{
              price: model
                ? `Si lo dejas vacío: ${formatMoney(model.price, model.currency)} (precio base del modelo)`
                : undefined,
            }}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <SelectField
                label="Estado"
                items={statusItems(allowedStatuses)}
                value={field.value ?? 'AVAILABLE'}
                onValueChange={(v) => field.onChange(v ?? 'AVAILABLE')}
                disabled={saving}
                error={errors.status?.message}
              />
            )}
          />
        </div>
      </FormSection>
      <FormSection title="Imágenes">
        <Controller
          control={control}
          name="image_urls"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Imágenes de la unidad"
              value={field.value ?? []}
              onChange={field.onChange}
              uploadRef={upload.uploadRef}
              disabled={saving}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <div className={formStyles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving} {...holdWhileUploading(upload.uploading)}>
          {saving ? 'Guardando...' : 'Crear Propiedad'}
        </Button>
      </div>
    </form>
  );
}

/** Props of {@link UnitEditFields}. */
export type UnitEditFieldsProps = {
  unit: Property;
  saving: boolean;
  onSubmit(values: UnitEditFormValues): void;
  onCancel(): void;
  /** The page's upload batch for the unit's images. */
  upload: FormUpload;
};

/** Spec §4: in edit mode a unit changes only its price, status and images; the rest is shown read-only. */
export function UnitEditFields({ unit, saving, onSubmit, onCancel, upload }: UnitEditFieldsProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UnitEditFormInput, unknown, UnitEditFormValues>({
    resolver: zodResolver(UnitEditFormSchema),
    defaultValues: unitToEditFormValues(unit),
  });
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(unitEditToRequest(values)))}
    >
      <FormSection title="Datos de la Unidad">
        <ReadOnlyFacts
          label="Datos de la unidad"
          facts={[
            ['Nombre', unit.name],
            ['Modelo', unit.property_model_name ?? '—'],
            ['Tipo', propertyTypeLabel(unit.property_type)],
            ['Piso', orDash(unit.floor_number)],
          ]}
        />
        <InheritedFields source={unit} />
      </FormSection>
      <FormSection title="Precio y Estado">
        <div className={formStyles.grid}>
          <NumberFields fields={[PRICE_FIELD]} register={register} errors={errors} disabled={saving} />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <SelectField
                label="Estado"
                items={statusItems(PROPERTY_STATUSES)}
                value={field.value ?? unit.status}
                onValueChange={(v) => field.onChange(v ?? unit.status)}
                disabled={saving}
                error={errors.status?.message}
              />
            )}
          />
        </div>
      </FormSection>
      <FormSection title="Imágenes">
        <Controller
          control={control}
          name="image_urls"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Imágenes de la unidad"
              value={field.value ?? []}
              onChange={field.onChange}
              uploadRef={upload.uploadRef}
              disabled={saving}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <div className={formStyles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving} {...holdWhileUploading(upload.uploading)}>
          {saving ? 'Guardando...' : 'Actualizar Propiedad'}
        </Button>
      </div>
    </form>
  );
}
