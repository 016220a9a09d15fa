import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useSelector } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { z } from 'zod';
import { css } from '#styled-system/css';
import { DUPLICATE_REGISTRATION_MESSAGE, type Company } from '#domain/company';
import { CompanyInputSchema, toCompanyFormValues, type CompanyInput } from '#domain/company-form';
import { COUNTRIES, countryName } from '#domain/countries';
import type { companyFormMachine } from '#machines/company/company-form/company-form.machine';
import type { documentTypesMachine } from '#machines/shared/document-types/document-types.machine';
import { selectDocumentTypesView } from '#machines/shared/document-types/document-types.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { SelectField } from '#ui/components/select';

type FormRef = ActorRefFrom<typeof companyFormMachine>;
type DocTypesRef = ActorRefFrom<typeof documentTypesMachine>;
type FormInput = z.input<typeof CompanyInputSchema>;

// '' stands for "no country": choosing it clears the country, its document types and the chosen type.
const COUNTRY_ITEMS = [
  { value: '', label: 'Selecciona un país' },
  ...COUNTRIES.map((c) => ({ value: c.code, label: c.name })),
];

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '4xl' }),
  grid: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' }),
  wide: css({ gridColumn: { md: '1 / -1' } }),
  buttons: css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' }),
};

/** Props of {@link CompanyFormFields}. */
type CompanyFormFieldsProps = {
  formRef: FormRef;
  docTypesRef: DocTypesRef;
  company: Company | null;
  submitting: boolean;
  conflict: boolean;
  error: string | null;
  onCancel(): void;
};

/** The company form's fields (spec §5): react-hook-form owns the values, the machines own loading and saving. */
export function CompanyFormFields({
  formRef,
  docTypesRef,
  company,
  submitting,
  conflict,
  error,
  onCancel,
}: CompanyFormFieldsProps) {
  const docTypes = useSelector(docTypesRef, selectDocumentTypesView, shallowEqual);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FormInput, unknown, CompanyInput>({
    resolver: zodResolver(CompanyInputSchema),
    // One definition for both forms: the create form's defaults, or the edited company's values.
    defaultValues: toCompanyFormValues(company),
  });

  const typePlaceholder = docTypes.loading
    ? 'Cargando tipos de documento...'
    : docTypes.country === null
      ? 'Selecciona primero un país'
      : 'Selecciona un tipo de documento';

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={company ? 'Editar empresa' : 'Nueva empresa'}
      onSubmit={handleSubmit((values) => formRef.send({ type: 'form.submit', values }))}
    >
      {conflict && (
        <Alert tone="warning" title="Número de identificación duplicado">
          {DUPLICATE_REGISTRATION_MESSAGE}
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <Card title="Información general">
        <div className={styles.grid}>
          <FormField
            label="Nombre de la empresa"
            required
            error={errors.name?.message}
            className={styles.wide}
          >
            <TextInput {...register('name')} autoComplete="organization" />
          </FormField>
          <Controller
            control={control}
            name="country_code"
            render={({ field, fieldState }) => (
              <SelectField
                label="País"
                required
                items={COUNTRY_ITEMS}
                value={field.value ? field.value : null}
                placeholder="Selecciona un país"
                error={fieldState.error?.message}
                disabled={submitting}
                onValueChange={(value) => {
                  const code = value ?? '';
                  field.onChange(code);
                  setValue('country_name', countryName(code) ?? '');
                  setValue('registration_id_type_id', null);
                  docTypesRef.send({ type: 'country.select', country: code || null });
                }}
              />
            )}
          />
          <FormField label="Ciudad" error={errors.city?.message}>
            <TextInput {...register('city')} autoComplete="address-level2" />
          </FormField>
          <FormField label="Dirección" error={errors.address?.message} className={styles.wide}>
            <TextArea rows={2} {...register('address')} autoComplete="street-address" />
          </FormField>
        </div>
      </Card>
      <Card title="Información de registro">
        <div className={styles.grid}>
          <Controller
            control={control}
            name="registration_id_type_id"
            render={({ field }) => (
              <SelectField
                label="Tipo de documento"
                items={docTypes.options}
                value={field.value ? String(field.value) : null}
                placeholder={typePlaceholder}
                disabled={docTypes.disabled || submitting}
                onValueChange={(value) => field.onChange(value ? Number(value) : null)}
              />
            )}
          />
          <FormField label="Número de identificación" error={errors.registration_id?.message}>
            <TextInput {...register('registration_id')} placeholder="900123456-7" />
          </FormField>
        </div>
      </Card>
      <Card title="Contacto">
        <div className={styles.grid}>
          <FormField label="Sitio web" error={errors.website?.message}>
            <TextInput {...register('website')} type="url" placeholder="https://" autoComplete="url" />
          </FormField>
          <FormField label="Teléfono" error={errors.phone?.message}>
            <TextInput {...register('phone')} type="tel" autoComplete="tel" />
          </FormField>
          <FormField label="Correo electrónico" error={errors.email?.message}>
            <TextInput {...register('email')} type="email" autoComplete="email" />
          </FormField>
        </div>
      </Card>
      <div className={styles.buttons}>
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          Cancelar
        </Button>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Guardando...' : company ? 'Guardar Cambios' : 'Crear Empresa'}
        </Button>
      </div>
    </form>
  );
}
