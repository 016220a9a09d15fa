import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { Amenity } from '#domain/amenity';
import { toOptionalNumber } from '#domain/form-values';
import {
  PropertyModelFormSchema,
  type PropertyModel,
  type PropertyModelFormInput,
  type PropertyModelFormValues,
} from '#domain/property-model';
import { CURRENCIES } from '#domain/statuses';
import { propertyModelFormMachine } from '#machines/property-model-form/property-model-form.machine';
import { selectModelFormView } from '#machines/property-model-form/property-model-form.select';
import { Alert } from '#ui/components/alert';
import { AmenityPicker } from '#ui/components/amenity-picker';
import { Button } from '#ui/components/button';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { SelectField } from '#ui/components/select';
import { Spinner } from '#ui/components/spinner';
import { FormSection, LoadStates, formStyles } from '#ui/components/form-kit';
import { ImageUploadField } from '#ui/components/file-upload';
import { useCompanyRights } from '#ui/screens/projects/use-company-rights';

const asNumber = { setValueAs: toOptionalNumber };
const CURRENCY_ITEMS = CURRENCIES.map((c) => ({ value: c, label: c }));

function defaults(model: PropertyModel | null): PropertyModelFormInput {
  return {
    name: model?.name ?? '',
    description: model?.description ?? '',
    area: model?.area ?? null,
    bedrooms: model?.bedrooms ?? null,
    bathrooms: model?.bathrooms ?? null,
    parking_spaces: model?.parking_spaces ?? null,
    floor_number: model?.floor_number ?? null,
    price: model?.price ?? null,
    currency: model?.currency ?? 'COP',
    image_urls: model?.image_urls ?? [],
    amenity_ids: model?.amenity_ids ?? [],
  };
}

type FieldsProps = {
  model: PropertyModel | null;
  amenities: readonly Amenity[];
  amenitiesError: string | null;
  saving: boolean;
  onSubmit(values: PropertyModelFormValues): void;
  onCancel(): void;
  /** The company of the model's project, where its images are uploaded. */
  companyId: number | null;
};

/** Spec §5 "Property model form". */
function ModelFormFields({
  model,
  amenities,
  amenitiesError,
  saving,
  onSubmit,
  onCancel,
  companyId,
}: FieldsProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PropertyModelFormInput, unknown, PropertyModelFormValues>({
    resolver: zodResolver(PropertyModelFormSchema),
    defaultValues: defaults(model),
  });
  return (
    <form className={formStyles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormSection title="Información del Modelo">
        <div className={formStyles.grid}>
          <FormField
            label="Nombre del modelo"
            required
            error={errors.name?.message}
            className={formStyles.wide}
          >
            <TextInput {...register('name')} disabled={saving} maxLength={255} />
          </FormField>
          <FormField label="Descripción" error={errors.description?.message} className={formStyles.wide}>
            <TextArea {...register('description')} disabled={saving} />
          </FormField>
          <FormField label="Área (m²)" error={errors.area?.message}>
            <TextInput type="number" min={0} step={0.01} {...register('area', asNumber)} disabled={saving} />
          </FormField>
          <FormField label="Habitaciones" error={errors.bedrooms?.message}>
            <TextInput type="number" min={0} step={1} {...register('bedrooms', asNumber)} disabled={saving} />
          </FormField>
          <FormField label="Baños" error={errors.bathrooms?.message}>
            <TextInput
              type="number"
              min={0}
              step={1}
              {...register('bathrooms', asNumber)}
              disabled={saving}
            />
          </FormField>
          <FormField label="Parqueaderos" error={errors.parking_spaces?.message}>
            <TextInput
              type="number"
              min={0}
              step={1}
              {...register('parking_spaces', asNumber)}
              disabled={saving}
            />
          </FormField>
          <FormField label="Piso" error={errors.floor_number?.message}>
            <TextInput
              type="number"
              min={0}
              step={1}
              {...register('floor_number', asNumber)}
              disabled={saving}
            />
          </FormField>
          <FormField label="Precio base" error={errors.price?.message}>
            <TextInput
              type="number"
              min={0}
              step={1_000_000}
              {...register('price', asNumber)}
              disabled={saving}
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
                disabled={saving}
                error={errors.currency?.message}
              />
            )}
          />
        </div>
      </FormSection>
      <FormSection title="Amenidades">
        <Controller
          control={control}
          name="amenity_ids"
          render={({ field }) => {
            const ids = field.value ?? [];
            return (
              <AmenityPicker
                amenities={amenities}
                categories={['Privada']}
                selected={amenities.filter((a) => ids.includes(a.id)).map((a) => a.code)}
                loadError={amenitiesError}
                disabled={saving}
                onToggle={(code, chosen) => {
                  const id = amenities.find((a) => a.code === code)?.id;
                  if (id !== undefined) field.onChange(chosen ? [...ids, id] : ids.filter((x) => x !== id));
                }}
              />
            );
          }}
        />
      </FormSection>
      <FormSection title="Imágenes">
        <Controller
          control={control}
          name="image_urls"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Imágenes del modelo"
              value={field.value ?? []}
              onChange={field.onChange}
              companyId={companyId}
              folder="properties"
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
        <Button type="submit" loading={saving}>
          {saving ? 'Guardando...' : model ? 'Actualizar Modelo' : 'Crear Modelo'}
        </Button>
      </div>
    </form>
  );
}

/** Spec §2 "Property models": create and edit screens, with their denied, missing and failed states. */
export function ModelFormView({ formRef }: { formRef: ActorRefFrom<typeof propertyModelFormMachine> }) {
  const view = useSelector(formRef, selectModelFormView, shallowEqual);
  const back = () => formRef.send({ type: 'form.cancel' });
  const creating = view.mode === 'create';
  return (
    <div className={formStyles.page}>
      <div className={formStyles.header}>
        <div>
          <Button variant="ghost" size="sm" onClick={back}>
            ← Volver
          </Button>
        </div>
        <h1 className={formStyles.title}>
          {creating ? 'Crear Modelo de Propiedad' : 'Editar Modelo de Propiedad'}
        </h1>
        {view.projectName && (
          <p className={formStyles.muted}>
            Proyecto: {view.projectName}
            {view.model ? ` · Modelo: ${view.model.name}` : ''}
          </p>
        )}
      </div>
      <LoadStates
        loading={view.loading}
        loadingText="Cargando datos..."
        denied={
          view.denied
            ? {
                title: 'Acceso Denegado',
                message: creating
                  ? 'No tienes permisos para crear modelos de propiedad en este proyecto.'
                  : 'No tienes permisos para editar modelos de propiedad en este proyecto.',
              }
            : null
        }
        notFound={
          view.notFound
            ? {
                title: 'Modelo no encontrado',
                message:
                  'El modelo de propiedad que buscas no existe o no tienes permisos para acceder a él.',
              }
            : null
        }
        error={view.loadError ? { title: view.loadError } : null}
        onBack={back}
      />
      {view.showForm && (
        <>
          {view.submitError && <Alert tone="error">{view.submitError}</Alert>}
          <ModelFormFields
            model={view.model}
            amenities={view.amenities}
            amenitiesError={view.amenitiesError}
            saving={view.saving}
            onSubmit={(values) => formRef.send({ type: 'form.submit', values })}
            onCancel={back}
            companyId={formRef.getSnapshot().context.data?.project.company_id ?? null}
          />
        </>
      )}
    </div>
  );
}

function ModelForm({ projectId, modelId }: { projectId: number; modelId: number | null }) {
  const [, setLocation] = useLocation();
  const { roles, isPlatformAdmin } = useCompanyRights();
  const formRef = useActorRef(propertyModelFormMachine, {
    input: { projectId, modelId, roles, isPlatformAdmin },
  });
  useEffect(() => {
    const sub = formRef.on('navigate', (e) => setLocation(e.to, { replace: e.replace }));
    return () => sub.unsubscribe();
  }, [formRef, setLocation]);
  return <ModelFormView formRef={formRef} />;
}

/** `/projects/{projectId}/property-models/new` and `/projects/{projectId}/property-models/{modelId}/edit`. */
export function ModelFormScreen() {
  const params = useParams<{ projectId: string; modelId?: string }>();
  const projectId = Number(params.projectId);
  const modelId = params.modelId === undefined ? null : Number(params.modelId);
  const { pending } = useCompanyRights();
  if (pending) return <Spinner text="Cargando empresas..." />;
  return <ModelForm key={`${projectId}:${modelId}`} projectId={projectId} modelId={modelId} />;
}
