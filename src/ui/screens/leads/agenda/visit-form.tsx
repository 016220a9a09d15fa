import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { css } from '#styled-system/css';
import { colombiaDay } from '#domain/business-calendar';
import { AgendaVisitFormSchema, type AgendaVisitForm } from '#domain/lead-work';
import type { Choice } from '#machines/leads/agenda-page/agenda-page.actors';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { FormField, TextInput } from '#ui/components/form-field';

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
  footer: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' }),
  label: css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'label' }),
  select: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
  error: css({ color: 'red.700', textStyle: 'caption' }),
};

const asId = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
// An untouched select gives back its default (null), a cleared one ''.
const asOptionalId = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** A labelled native select of names; the value reaches the form as a number. */
function ChoiceSelect(props: {
  label: string;
  choices: Choice[];
  empty: string;
  field: UseFormRegisterReturn;
  error?: string;
  disabled: boolean;
}) {
  return (
    <label className={styles.label}>
      {props.label}
      <select
        className={styles.select}
        {...props.field}
        disabled={props.disabled}
        aria-invalid={!!props.error}
      >
        <option value="">{props.empty}</option>
        {props.choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      {props.error && <span className={styles.error}>{props.error}</span>}
    </label>
  );
}

type Props = {
  /** The leads to choose from (the agenda); absent in a lead's profile, which gives `leadId`. */
  leads?: Choice[];
  leadId?: number;
  salespeople: Choice[];
  projects: Choice[];
  saving: boolean;
  error: string | null;
  onSubmit(values: AgendaVisitForm): void;
  onCancel(): void;
};

/** 'Agendar visita': date, time, project and salesperson (and, in the agenda, the lead). */
export function VisitForm({
  leads,
  leadId,
  salespeople,
  projects,
  saving,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AgendaVisitForm>({
    resolver: zodResolver(AgendaVisitFormSchema),
    // In a profile the lead is the profile's; in the agenda it is chosen in the form.
    defaultValues: { lead_id: leadId, date: '', time: '10:00', project_id: null },
  });
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit(onSubmit)} aria-label="Agendar visita">
      {error && <Alert tone="error">{error}</Alert>}
      {leads && (
        <ChoiceSelect
          label="Lead"
          choices={leads}
          empty="Elige el lead"
          field={register('lead_id', { setValueAs: asId })}
          error={errors.lead_id?.message}
          disabled={saving}
        />
      )}
      <div className={styles.row}>
        <FormField label="Fecha" required error={errors.date?.message}>
          <TextInput type="date" min={colombiaDay(new Date())} {...register('date')} disabled={saving} />
        </FormField>
        <FormField label="Hora" required error={errors.time?.message}>
          <TextInput type="time" {...register('time')} disabled={saving} />
        </FormField>
      </div>
      <div className={styles.row}>
        <ChoiceSelect
          label="Proyecto"
          choices={projects}
          empty="Sala de ventas (sin proyecto)"
          field={register('project_id', { setValueAs: asOptionalId })}
          disabled={saving}
        />
        <ChoiceSelect
          label="Asesor"
          choices={salespeople}
          empty="Elige el asesor"
          field={register('salesperson_id', { setValueAs: asId })}
          error={errors.salesperson_id?.message}
          disabled={saving}
        />
      </div>
      <div className={styles.footer}>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving}>
          Agendar visita
        </Button>
      </div>
    </form>
  );
}
