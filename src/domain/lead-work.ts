import { z } from 'zod';
import { colombiaInstant } from './business-calendar';
import { idField, idParam, meaningful, text } from './input-limits';

// The sales team's work on a lead (issue 29 item 5): follow-up tasks with a due date and visits to the sales room
// with their outcome. One schema per request and answer, used by the forms, the server and the OpenAPI document.

export const TASK_KINDS = ['call', 'quote', 'follow_up', 'other'] as const;
export const TaskKindSchema = z.enum(TASK_KINDS, { error: 'El tipo de tarea no es válido' });
export type TaskKind = z.infer<typeof TaskKindSchema>;

/** The task's kind in the team's words; 'other' is the team's own text. */
export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  call: 'Llamar',
  quote: 'Enviar cotización',
  follow_up: 'Seguimiento',
  other: 'Otra',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const day = (required: string) =>
  text({ error: required })
    .regex(DAY, 'La fecha no es válida')
    .refine((v) => !Number.isNaN(Date.parse(v)), {
      message: 'La fecha no es válida',
    });
const time = (required: string) => text({ error: required }).regex(TIME, 'La hora no es válida (HH:mm)');

/** `POST /leads/{id}/tasks`: what to do and by when (a Colombian date and time). */
export const TaskCreateSchema = z
  .object({
    kind: TaskKindSchema,
    title: meaningful(
      text().trim().max(200, 'La tarea no puede exceder 200 caracteres'),
      'La tarea debe tener letras visibles'
    ).optional(),
    due_date: day('La fecha límite es obligatoria'),
    due_time: time('La hora límite es obligatoria').default('18:00'),
  })
  .refine((v) => v.kind !== 'other' || Boolean(v.title?.trim()), {
    message: 'Describe la tarea',
    path: ['title'],
  })
  .meta({ id: 'TaskCreate' });
export type TaskCreate = z.infer<typeof TaskCreateSchema>;

/** `PATCH /tasks/{id}`: done or open again. */
export const TaskUpdateSchema = z
  .object({ done: z.boolean({ error: 'Indica si la tarea está hecha' }) })
  .meta({ id: 'TaskUpdate' });

const timestamp = z.iso.datetime({ offset: true });

export const TaskSchema = z
  .object({
    id: z.number().int(),
    lead_id: z.number().int(),
    lead_name: z.string().nullable(),
    kind: TaskKindSchema,
    title: z.string(),
    due_at: timestamp,
    done_at: timestamp.nullable(),
    overdue: z.boolean().meta({ description: 'Open and past its due time.' }),
    assigned_to: z.number().int().nullable(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof TaskSchema>;

/** `GET /tasks`: a company's open tasks, the caller's only ('Mis tareas') or overdue only (the dashboard). */
export const TasksQuerySchema = z.object({
  company_id: idParam(),
  lead_id: idParam().optional(),
  mine: z.enum(['true', 'false']).optional(),
  overdue: z.enum(['true', 'false']).optional(),
});

export type TasksQuery = z.infer<typeof TasksQuerySchema>;

export const TaskListSchema = z.object({ tasks: z.array(TaskSchema) }).meta({ id: 'TaskList' });
export type TaskList = z.infer<typeof TaskListSchema>;

export const VISIT_STATUSES = ['scheduled', 'reminded', 'attended', 'missed', 'rescheduled'] as const;
export const VisitStatusSchema = z.enum(VISIT_STATUSES);
export type VisitStatus = z.infer<typeof VisitStatusSchema>;

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  scheduled: 'Agendada',
  reminded: 'Recordada',
  attended: 'Asistió',
  missed: 'No asistió',
  rescheduled: 'Reprogramada',
};

/** The outcomes the team records after the visit's time. */
export const VISIT_OUTCOMES = ['attended', 'missed', 'rescheduled'] as const;
export const VisitOutcomeSchema = z.enum(VISIT_OUTCOMES, { error: 'El resultado de la visita no es válido' });

const visitWhen = {
  date: day('La fecha es obligatoria'),
  time: time('La hora es obligatoria'),
};

/** A visit's date and time as an instant (Colombia's wall clock). */
export const visitInstant = (v: { date: string; time: string }) => colombiaInstant(v.date, v.time);

/** `POST /leads/{id}/visits`: 'Agendar visita' (date, time, project, salesperson). The server refuses the past. */
export const VisitCreateSchema = z
  .object({
    ...visitWhen,
    project_id: idField('El proyecto no es válido').nullable().optional(),
    salesperson_id: idField('Elige el asesor que atenderá la visita'),
  })
  .meta({ id: 'VisitCreate' });
export type VisitCreate = z.infer<typeof VisitCreateSchema>;

/** `POST /visits/{id}/outcome`: how it went; 'Reprogramada' names the new date and time. */
export const VisitOutcomeRequestSchema = z
  .object({
    outcome: VisitOutcomeSchema,
    date: visitWhen.date.optional(),
    time: visitWhen.time.optional(),
  })
  .refine((v) => v.outcome !== 'rescheduled' || (v.date !== undefined && v.time !== undefined), {
    message: 'Indica la nueva fecha y hora de la visita',
    path: ['date'],
  })
  .meta({ id: 'VisitOutcomeRequest' });
export type VisitOutcomeRequest = z.infer<typeof VisitOutcomeRequestSchema>;

export const VisitSchema = z
  .object({
    id: z.number().int(),
    lead_id: z.number().int(),
    lead_name: z.string().nullable(),
    project_id: z.number().int().nullable(),
    project_name: z.string().nullable(),
    salesperson_id: z.number().int().nullable(),
    salesperson_name: z.string().nullable(),
    starts_at: timestamp,
    status: VisitStatusSchema,
  })
  .meta({ id: 'Visit' });
export type Visit = z.infer<typeof VisitSchema>;

/** `GET /visits`: a company's visits starting in [from, to) — the agenda's week or day — or one lead's visits. */
export const VisitsQuerySchema = z.object({
  company_id: idParam(),
  lead_id: idParam().optional().meta({ description: "Only this lead's visits (the lead's profile)." }),
  from: timestamp.optional().meta({ description: 'First instant, inclusive.' }),
  to: timestamp.optional().meta({ description: 'Last instant, exclusive.' }),
});
export type VisitsQuery = z.infer<typeof VisitsQuerySchema>;

export const VisitListSchema = z.object({ visits: z.array(VisitSchema) }).meta({ id: 'VisitList' });
export type VisitList = z.infer<typeof VisitListSchema>;

export const TaskIdParamsSchema = z.object({ id: idParam() });
export const VisitIdParamsSchema = z.object({ id: idParam() });

/** Spanish messages the server answers with. */
export const VISIT_IN_PAST = 'La visita no puede agendarse en el pasado.';
export const SALESPERSON_NOT_MEMBER = 'El asesor debe pertenecer a la empresa.';
export const PROJECT_OF_OTHER_COMPANY = 'El proyecto debe ser de la empresa del lead.';

/** 'Agendar visita' from the agenda: the same visit, for a lead chosen in the form. */
export const AgendaVisitFormSchema = VisitCreateSchema.extend({
  lead_id: idField('Elige el lead de la visita'),
});
export type AgendaVisitForm = z.infer<typeof AgendaVisitFormSchema>;

/** A visit's or a task's moment as the team reads it, on Colombia's clock: 'viernes, 27 de noviembre de 2026, 10:00 a. m.' */
export const formatVisitWhen = (iso: string) =>
  new Date(iso).toLocaleString('es-CO', {
    timeZone: 'America/Bogota',
    dateStyle: 'full',
    timeStyle: 'short',
  });
