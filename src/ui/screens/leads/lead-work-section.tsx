import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { colombiaDay } from '#domain/business-calendar';
import {
  formatVisitWhen,
  TASK_KIND_LABELS,
  TASK_KINDS,
  TaskCreateSchema,
  VISIT_STATUS_LABELS,
  type TaskCreate,
} from '#domain/lead-work';
import type { leadWorkMachine } from '#machines/leads/lead-work/lead-work.machine';
import { selectLeadWorkView } from '#machines/leads/lead-work/lead-work.select';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button } from '#ui/components/button';
import { FormField, TextInput } from '#ui/components/form-field';
import { VisitForm } from './agenda/visit-form';

type Ref = ActorRefFrom<typeof leadWorkMachine>;

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  heading: css({ textStyle: 'heading.card' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: '0', m: '0' }),
  item: css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', textStyle: 'body' }),
  done: css({ textDecoration: 'line-through', color: 'fg.muted' }),
  meta: css({ color: 'fg.muted', textStyle: 'caption' }),
  form: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
    gap: '2',
    alignItems: 'end',
  }),
  select: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
  label: css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'label' }),
};

/** 'Añadir tarea': the kind ('Llamar', 'Enviar cotización', 'Seguimiento' or free text) and its due date and time. */
function TaskForm({ busy, onSubmit }: { busy: boolean; onSubmit(task: TaskCreate): void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof TaskCreateSchema>, unknown, TaskCreate>({
    resolver: zodResolver(TaskCreateSchema),
    defaultValues: { kind: 'call', title: '', due_date: '', due_time: '18:00' },
  });
  const submit = (task: TaskCreate) => {
    onSubmit(task);
    reset();
  };
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit(submit)} aria-label="Añadir tarea">
      <label className={styles.label}>
        Tipo de tarea
        <select className={styles.select} {...register('kind')} disabled={busy}>
          {TASK_KINDS.map((k) => (
            <option key={k} value={k}>
              {k === 'other' ? 'Otra (texto libre)' : TASK_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <FormField label="Descripción" error={errors.title?.message}>
        <TextInput
          {...register('title', { setValueAs: (v: string) => (v.trim() === '' ? undefined : v) })}
          disabled={busy}
        />
      </FormField>
      <FormField label="Fecha límite" required error={errors.due_date?.message}>
        <TextInput type="date" min={colombiaDay(new Date())} {...register('due_date')} disabled={busy} />
      </FormField>
      <FormField label="Hora límite" error={errors.due_time?.message}>
        <TextInput type="time" {...register('due_time')} disabled={busy} />
      </FormField>
      <div>
        <Button type="submit" size="sm" loading={busy}>
          Añadir tarea
        </Button>
      </div>
    </form>
  );
}

/** The lead's follow-up tasks and visits in its profile, with 'Añadir tarea' and 'Agendar visita'. */
export function LeadWorkSection({ workRef, leadId }: { workRef: Ref; leadId: number }) {
  const view = useSelector(workRef, selectLeadWorkView, shallowEqual);
  const send = workRef.send;
  return (
    <>
      <section aria-label="Tareas" className={styles.section}>
        <h3 className={styles.heading}>Tareas</h3>
        {view.failed && <Alert tone="error">No se pudieron cargar las tareas y visitas del lead.</Alert>}
        {view.taskError && <Alert tone="error">{view.taskError}</Alert>}
        {view.tasks.length === 0 && !view.loading && <p className={styles.meta}>Sin tareas.</p>}
        <ul className={styles.list}>
          {view.tasks.map((t) => (
            <li key={t.id} className={styles.item}>
              <input
                type="checkbox"
                aria-label={`Hecha: ${t.title}`}
                checked={t.done_at !== null}
                disabled={!view.canManageTasks || view.taskBusy}
                onChange={(e) => send({ type: 'task.toggle', taskId: t.id, done: e.target.checked })}
              />
              <span className={t.done_at ? styles.done : undefined}>{t.title}</span>
              {t.overdue && <Badge tone="red">Vencida</Badge>}
              <span className={styles.meta}>vence el {formatVisitWhen(t.due_at)}</span>
            </li>
          ))}
        </ul>
        {view.canManageTasks && (
          <TaskForm busy={view.taskBusy} onSubmit={(task) => send({ type: 'task.add', task })} />
        )}
      </section>
      <section aria-label="Visitas" className={styles.section}>
        <h3 className={styles.heading}>Visitas</h3>
        {view.visits.length === 0 && !view.loading && <p className={styles.meta}>Sin visitas agendadas.</p>}
        <ul className={styles.list}>
          {view.visits.map((v) => (
            <li key={v.id} className={styles.item}>
              <span>{formatVisitWhen(v.starts_at)}</span>
              <Badge tone={v.status === 'attended' ? 'green' : 'gray'}>{VISIT_STATUS_LABELS[v.status]}</Badge>
              <span className={styles.meta}>
                {v.project_name ?? 'Sala de ventas'} · {v.salesperson_name ?? 'Sin asesor'}
              </span>
            </li>
          ))}
        </ul>
        {view.canScheduleVisit && (
          <div>
            <Button size="sm" variant="outline" onClick={() => send({ type: 'visit.schedule' })}>
              Agendar visita
            </Button>
          </div>
        )}
        {view.visitForm && (
          <VisitForm
            leadId={leadId}
            salespeople={view.salespeople}
            projects={view.projects}
            saving={view.visitSaving}
            error={view.visitError}
            onSubmit={({ lead_id: _, ...visit }) => send({ type: 'visit.submit', visit })}
            onCancel={() => send({ type: 'visit.cancel' })}
          />
        )}
      </section>
    </>
  );
}
