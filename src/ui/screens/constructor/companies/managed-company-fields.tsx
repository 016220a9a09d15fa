import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import {
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  MANAGED_CITIES,
  MANAGED_DEPARTMENTS,
} from '#domain/company-management';
import type { Company } from '#domain/company';
import {
  ManagedCompanyCreateSchema,
  ManagedCompanyEditSchema,
  toManagedCompanyFormValues,
  type ManagedCompanyFormValues,
} from '#domain/managed-company-form';
import { Button } from '#ui/components/button';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { formStyles } from '#ui/components/form-kit';
import { SelectField } from '#ui/components/select';

type Form = UseFormReturn<ManagedCompanyFormValues>;
type TextName = Exclude<keyof ManagedCompanyFormValues, 'status'>;

/**
 * Spec §5: the messages show under their field after a submit, and an error clears as soon as its field is edited
 * (it is checked again only on the next submit).
 */
function useManagedCompanyForm(company: Company | null, mode: 'create' | 'edit'): Form {
  return useForm<ManagedCompanyFormValues>({
    resolver: zodResolver(mode === 'create' ? ManagedCompanyCreateSchema : ManagedCompanyEditSchema),
    defaultValues: toManagedCompanyFormValues(company),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
}

type FieldProps = {
  form: Form;
  name: TextName;
  label: string;
  required?: boolean;
  disabled: boolean;
  placeholder?: string;
  type?: string;
  wide?: boolean;
};

function TextField({ form, name, label, required, disabled, placeholder, type = 'text', wide }: FieldProps) {
  return (
    <FormField
      label={label}
      required={required}
      disabled={disabled}
      error={form.formState.errors[name]?.message}
      className={wide ? formStyles.wide : undefined}
    >
      <TextInput
        type={type}
        placeholder={placeholder}
        {...form.register(name, { onChange: () => form.clearErrors(name) })}
      />
    </FormField>
  );
}

function ChoiceField(props: {
  form: Form;
  name: 'city' | 'department' | 'company_type' | 'status';
  label: string;
  items: { value: string; label: string }[];
  disabled: boolean;
  required?: boolean;
}) {
  const { form, name } = props;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={props.label}
          items={props.items}
          value={field.value || null}
          placeholder="Seleccionar..."
          disabled={props.disabled}
          required={props.required}
          error={fieldState.error?.message}
          onValueChange={(value) => {
            form.clearErrors(name);
            field.onChange(value ?? '');
          }}
        />
      )}
    />
  );
}

const options = (values: readonly string[], label: (v: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));
const STATUS_OPTIONS = options(
  COMPANY_STATUSES,
  (s) => COMPANY_STATUS_LABELS[s as keyof typeof COMPANY_STATUS_LABELS]
);
const TYPE_OPTIONS = options(
  COMPANY_TYPES,
  (t) => COMPANY_TYPE_LABELS[t as keyof typeof COMPANY_TYPE_LABELS]
);

/** Props of {@link ManagedCompanyFields}. */
export type ManagedCompanyFieldsProps = {
  /** 'create': every field of '+ Nueva Empresa'; 'edit': the modal's reduced set. */
  mode: 'create' | 'edit';
  company: Company | null;
  saving: boolean;
  submitText: string;
  onSubmit(values: ManagedCompanyFormValues): void;
  onCancel(): void;
};

/** The sample company form (spec §5) in its two sizes; the view sends the values, the page machine saves them. */
export function ManagedCompanyFields({
  mode,
  company,
  saving,
  submitText,
  onSubmit,
  onCancel,
}: ManagedCompanyFieldsProps) {
  const form = useManagedCompanyForm(company, mode);
  const field = { form, disabled: saving };
  const full = mode === 'create';
  return (
    <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <div className={formStyles.grid}>
        {full && (
          <TextField {...field} name="registration_id" label="NIT" required placeholder="900123456-7" />
        )}
        <TextField {...field} name="name" label="Razón social" required />
        <TextField {...field} name="email" label="Email corporativo" required type="email" />
        <TextField {...field} name="phone" label="Teléfono" required placeholder="+57 XXX XXX XXXX" />
        {full && <TextField {...field} name="address" label="Dirección" required wide />}
        {full && (
          <ChoiceField {...field} name="city" label="Ciudad" required items={options(MANAGED_CITIES)} />
        )}
        {full && (
          <ChoiceField
            {...field}
            name="department"
            label="Departamento"
            required
            items={options(MANAGED_DEPARTMENTS)}
          />
        )}
        <TextField {...field} name="contact_person" label="Persona de contacto" required />
        <TextField {...field} name="contact_email" label="Email de contacto" required type="email" />
        <TextField
          {...field}
          name="contact_phone"
          label="Teléfono de contacto"
          required
          placeholder="+57 XXX XXX XXXX"
        />
        {full && <TextField {...field} name="website" label="Sitio web" placeholder="https://" />}
        {full && <ChoiceField {...field} name="company_type" label="Tipo de empresa" items={TYPE_OPTIONS} />}
        {full && <TextField {...field} name="employees_count" label="Número de empleados" />}
        {full && <TextField {...field} name="founded_year" label="Año de fundación" />}
        <ChoiceField {...field} name="status" label="Estado" items={STATUS_OPTIONS} />
        {full && (
          <FormField
            label="Descripción"
            disabled={saving}
            error={form.formState.errors.description?.message}
            className={formStyles.wide}
          >
            <TextArea
              rows={3}
              {...form.register('description', { onChange: () => form.clearErrors('description') })}
            />
          </FormField>
        )}
      </div>
      <div className={formStyles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving}>
          {saving ? 'Guardando...' : submitText}
        </Button>
      </div>
    </form>
  );
}
