import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { css } from '#styled-system/css';
import { EMPTY_LEAD_FORM, LeadFormSchema, type LeadForm } from '#domain/lead';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '#domain/statuses';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';

type LeadFormDialogProps = {
  form: { open: boolean; saving: boolean; error: string | null };
  onSubmit(values: LeadForm): void;
  onCancel(): void;
};

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
  types: css({ display: 'flex', flexWrap: 'wrap', gap: '3', border: 'none', p: '0', m: '0' }),
  legend: css({ textStyle: 'label', mb: '1' }),
  check: css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: 'sm' }),
  footer: css({ display: 'flex', justifyContent: 'flex-end', gap: '2' }),
};

/** 'Nuevo Lead': react-hook-form owns the fields and the Spanish validation; a valid form goes to the machine. */
export function LeadFormDialog({ form, onSubmit, onCancel }: LeadFormDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LeadForm>({ resolver: zodResolver(LeadFormSchema), defaultValues: EMPTY_LEAD_FORM });
  return (
    <Dialog open={form.open} onOpenChange={(open) => !open && onCancel()} title="Nuevo Lead">
      <form noValidate className={styles.form} onSubmit={handleSubmit(onSubmit)}>
        {form.error && <Alert tone="error">{form.error}</Alert>}
        <FormField label="Nombre" required error={errors.contact_name?.message}>
          <TextInput {...register('contact_name')} autoComplete="off" disabled={form.saving} />
        </FormField>
        <div className={styles.row}>
          <FormField label="Correo electrónico" error={errors.contact_email?.message}>
            <TextInput type="email" {...register('contact_email')} disabled={form.saving} />
          </FormField>
          <FormField
            label="Teléfono"
            error={errors.contact_phone?.message}
            helperText="Correo o teléfono: al menos uno."
          >
            <TextInput type="tel" {...register('contact_phone')} disabled={form.saving} />
          </FormField>
        </div>
        <FormField label="Presupuesto (COP)" error={errors.budget?.message}>
          <TextInput inputMode="numeric" {...register('budget')} disabled={form.saving} />
        </FormField>
        <fieldset className={styles.types}>
          <legend className={styles.legend}>Tipos de inmueble</legend>
          {PROPERTY_TYPES.map((type) => (
            <label key={type} className={styles.check}>
              <input type="checkbox" value={type} {...register('interest_types')} disabled={form.saving} />
              {PROPERTY_TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <FormField
          label="Ciudades"
          error={errors.interest_cities?.message}
          helperText="Separadas por comas, por ejemplo: Medellín, Envigado."
        >
          <TextInput {...register('interest_cities')} disabled={form.saving} />
        </FormField>
        <FormField label="Intereses" error={errors.interests?.message}>
          <TextArea rows={3} {...register('interests')} disabled={form.saving} />
        </FormField>
        <div className={styles.footer}>
          <Button variant="outline" onClick={onCancel} disabled={form.saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.saving}>
            {form.saving ? 'Guardando...' : 'Crear Lead'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
