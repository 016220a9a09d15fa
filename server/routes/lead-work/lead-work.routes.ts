import { createRoute } from '@hono/zod-openapi';
import { ErrorDetailSchema } from '#domain/http-errors';
import { LeadIdParamsSchema } from '#domain/lead';
import {
  TaskCreateSchema,
  TaskIdParamsSchema,
  TaskListSchema,
  TaskSchema,
  TasksQuerySchema,
  TaskUpdateSchema,
  VisitCreateSchema,
  VisitIdParamsSchema,
  VisitListSchema,
  VisitOutcomeRequestSchema,
  VisitSchema,
  VisitsQuerySchema,
} from '#domain/lead-work';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  jsonRequest as json,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Tareas y visitas'];
const errors = { ...authErrors, ...notFoundError, ...validationErrors } as const;

export const listTasks = createRoute({
  ...requires('lead.read'),
  method: 'get',
  path: '/tasks',
  tags,
  summary: "Tareas de seguimiento de la empresa: las de un lead, las abiertas, 'Mis tareas' o las vencidas",
  description:
    'Sin `lead_id`, solo las abiertas. `mine=true`: las asignadas a quien llama. `overdue=true`: las abiertas cuya ' +
    'fecha límite ya pasó. La más próxima a vencer primero.',
  security: bearerSecurity,
  request: { query: TasksQuerySchema },
  responses: { 200: jsonBody(TaskListSchema, 'Las tareas'), ...errors },
});

export const createTask = createRoute({
  ...requires('task.manage'),
  method: 'post',
  path: '/leads/{id}/tasks',
  tags,
  summary:
    "Añade una tarea al lead ('Llamar', 'Enviar cotización', 'Seguimiento' o texto libre) con fecha límite",
  description: 'La fecha y la hora son de Colombia. La tarea queda asignada al responsable del lead.',
  security: bearerSecurity,
  request: { params: LeadIdParamsSchema, ...json(TaskCreateSchema) },
  responses: { 201: jsonBody(TaskSchema, 'Tarea creada'), ...errors },
});

export const updateTask = createRoute({
  ...requires('task.manage'),
  method: 'patch',
  path: '/tasks/{id}',
  tags,
  summary: 'Marca una tarea como hecha o la reabre',
  security: bearerSecurity,
  request: { params: TaskIdParamsSchema, ...json(TaskUpdateSchema) },
  responses: { 200: jsonBody(TaskSchema, 'La tarea'), ...errors },
});

export const listVisits = createRoute({
  ...requires('lead.read'),
  method: 'get',
  path: '/visits',
  tags,
  summary: 'Visitas a la sala de ventas que empiezan entre `from` (incluido) y `to`: la agenda',
  security: bearerSecurity,
  request: { query: VisitsQuerySchema },
  responses: { 200: jsonBody(VisitListSchema, 'Las visitas'), ...errors },
});

export const scheduleVisit = createRoute({
  ...requires('visit.manage'),
  method: 'post',
  path: '/leads/{id}/visits',
  tags,
  summary: "'Agendar visita': fecha, hora (de Colombia), proyecto y asesor de la empresa",
  description: 'Una visita en el pasado, un asesor de otra empresa o un proyecto ajeno responden 422.',
  security: bearerSecurity,
  request: { params: LeadIdParamsSchema, ...json(VisitCreateSchema) },
  responses: { 201: jsonBody(VisitSchema, 'Visita agendada'), ...errors },
});

export const recordVisitOutcome = createRoute({
  ...requires('visit.manage'),
  method: 'post',
  path: '/visits/{id}/outcome',
  tags,
  summary: "Registra el resultado: 'Asistió' (califica el lead), 'No asistió' o 'Reprogramada' (nueva fecha)",
  description:
    "'Reprogramada' cierra esta visita y agenda otra con el mismo proyecto y asesor; responde la nueva. Una visita " +
    'con resultado ya registrado responde 409.',
  security: bearerSecurity,
  request: { params: VisitIdParamsSchema, ...json(VisitOutcomeRequestSchema) },
  responses: {
    200: jsonBody(VisitSchema, 'La visita (la nueva, si se reprogramó)'),
    409: jsonBody(ErrorDetailSchema, 'La visita ya tiene resultado'),
    ...errors,
  },
});
