import { Field } from '@ark-ui/react/field';
import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import {
  ACTIVITY_FORM_DEFAULTS,
  ActivityFormSchema,
  MANUAL_ACTIVITY_OPTIONS,
  type ActivityFormValues,
} from '#domain/constructor-forms';
import type { activityRecordMachine } from '#machines/constructor/activity-record/activity-record.machine';
import { selectActivityRecordView } from '#machines/constructor/activity-record/activity-record.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';

type RecordRef = ActorRefFrom<typeof activityRecordMachine>;
type Option = { value: string; label: string };

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  grid: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
  actions: css({ display: 'flex', justifyContent: 'flex-end' }),
};

const selectClass = input({ kind: 'line' });

function Fields({
  recordRef,
  projects,
  saving,
}: {
  recordRef: RecordRef;
  projects: Option[];
  saving: boolean;
}) {
  const { register, handleSubmit, formState } = useForm<ActivityFormValues>({
    resolver: zodResolver(ActivityFormSchema),
    defaultValues: ACTIVITY_FORM_DEFAULTS,
  });
  const { errors } = formState;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Registrar actividad"
      onSubmit={handleSubmit((values) => recordRef.send({ type: 'activity.submit', values }))}
    >
      <div className={styles.grid}>
        <FormField label="Tipo">
          <Field.Select className={selectClass} disabled={saving} {...register('type')}>
            {MANUAL_ACTIVITY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Field.Select>
        </FormField>
        <FormField label="Proyecto">
          <Field.Select className={selectClass} disabled={saving} {...register('project_id')}>
            <option value="">Sin proyecto</option>
            {projects.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Field.Select>
        </FormField>
      </div>
      <FormField label="Título" required error={errors.title?.message}>
        <TextInput disabled={saving} {...register('title')} />
      </FormField>
      <FormField label="Descripción" error={errors.description?.message}>
        <TextArea rows={3} disabled={saving} {...register('description')} />
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {saving ? 'Guardando...' : 'Registrar actividad'}
        </Button>
      </div>
    </form>
  );
}

/** Records an inspection or a material delivery by hand; a recorded one empties the form. */
export function ActivityForm({ recordRef, projects }: { recordRef: RecordRef; projects: Option[] }) {
  const view = useSelector(recordRef, selectActivityRecordView, shallowEqual);
  return (
    <>
      {view.error && <Alert tone="error">{view.error}</Alert>}
      {/* Keyed by the machine's count of recorded activities: a recorded one starts a fresh, empty form while a
          failed one keeps what was typed. */}
      <Fields key={view.formKey} recordRef={recordRef} projects={projects} saving={view.saving} />
    </>
  );
}
