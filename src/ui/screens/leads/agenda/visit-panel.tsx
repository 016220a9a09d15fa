import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { colombiaDay } from '#domain/business-calendar';
import { formatVisitWhen, VisitOutcomeRequestSchema, type VisitOutcomeRequest } from '#domain/lead-work';
import type { visitMachine } from '#machines/leads/visit/visit.machine';
import { selectVisitView } from '#machines/leads/visit/visit.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextInput } from '#ui/components/form-field';
import { DetailList } from '#ui/components/page-kit';

type Ref = ActorRefFrom<typeof visitMachine>;

const styles = {
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '4' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
};

/** 'Reprogramada': the new date and time, checked with the request's own schema. */
function RescheduleForm(props: { busy: boolean; onSubmit(v: VisitOutcomeRequest): void; onCancel(): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VisitOutcomeRequest>({
    resolver: zodResolver(VisitOutcomeRequestSchema),
    defaultValues: { outcome: 'rescheduled', date: '', time: '10:00' },
  });
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit(props.onSubmit)}
      aria-label="Reprogramar visita"
    >
      <div className={styles.row}>
        <FormField label="Nueva fecha" required error={errors.date?.message}>
          <TextInput type="date" min={colombiaDay(new Date())} {...register('date')} disabled={props.busy} />
        </FormField>
        <FormField label="Nueva hora" required error={errors.time?.message}>
          <TextInput type="time" {...register('time')} disabled={props.busy} />
        </FormField>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
          Cancelar
        </Button>
        <Button type="submit" loading={props.busy}>
          Guardar nueva fecha
        </Button>
      </div>
    </form>
  );
}

/** A visit's panel: who, when, where, its status, and the outcome buttons while it is open. */
export function VisitPanel(props: {
  visitRef: Ref;
  /** Whether the user may record an outcome ('visit.manage'). */
  canRecord: boolean;
  onClose(): void;
}) {
  const { visitRef, onClose } = props;
  const view = useSelector(visitRef, selectVisitView, shallowEqual);
  const visit = useSelector(visitRef, (s) => s.context.visit);
  // Whether the new date's fields are shown: a detail of the form, not of the visit.
  const [rescheduling, setRescheduling] = useState(false);
  const record = (outcome: VisitOutcomeRequest) => visitRef.send({ type: 'visit.record', outcome });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Visita: ${visit.lead_name ?? 'Lead'}`}>
      <DetailList
        items={[
          { label: 'Fecha', value: formatVisitWhen(visit.starts_at) },
          { label: 'Proyecto', value: visit.project_name ?? 'Sala de ventas' },
          { label: 'Asesor', value: visit.salesperson_name ?? 'Sin asesor' },
          { label: 'Estado', value: view.statusLabel },
        ]}
      />
      {view.error && <Alert tone="error">{view.error}</Alert>}
      {props.canRecord && view.canRecord && !rescheduling && (
        <div className={styles.actions}>
          <Button onClick={() => record({ outcome: 'attended' })}>Asistió</Button>
          <Button variant="outline" onClick={() => record({ outcome: 'missed' })}>
            No asistió
          </Button>
          <Button variant="outline" onClick={() => setRescheduling(true)}>
            Reprogramada
          </Button>
        </div>
      )}
      {props.canRecord && (view.canRecord || view.recording) && rescheduling && (
        <RescheduleForm busy={view.recording} onSubmit={record} onCancel={() => setRescheduling(false)} />
      )}
    </Dialog>
  );
}
