import type {
  Task,
  TaskCreate,
  TaskList,
  TasksQuery,
  Visit,
  VisitCreate,
  VisitList,
  VisitOutcomeRequest,
  VisitsQuery,
} from '#domain/lead-work';
import type {
  LeadAssign,
  LeadContact,
  LeadCreate,
  LeadCreated,
  LeadDetail,
  LeadList,
  LeadStatus,
  LeadUpdate,
} from '#domain/lead';
import { type ApiClient, dataOf } from './client';

/** The filters of the leads panel, as the API reads them. */
export type LeadsFilter = { company_id: number; status?: LeadStatus; q?: string; assigned?: 'me' };

/** `GET /leads`: one page of the company's leads with the counts of the filter tabs. */
export const fetchLeads = async (
  api: ApiClient,
  query: LeadsFilter & { page: number; limit: number },
  signal?: AbortSignal
): Promise<LeadList> => dataOf(await api.GET('/leads', { params: { query }, signal }));

/** `GET /leads/{id}`: a lead with its history. */
export const fetchLead = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<LeadDetail> =>
  dataOf(await api.GET('/leads/{id}', { params: { path: { id } }, signal }));

/** `POST /leads`: 'Nuevo Lead'; an e-mail or phone the company knows adds to that lead instead. */
export const createLead = async (api: ApiClient, body: LeadCreate): Promise<LeadCreated> =>
  dataOf(await api.POST('/leads', { body }));

/** `PATCH /leads/{id}`: status or notes, with the version read. */
export const updateLead = async (api: ApiClient, id: number, body: LeadUpdate): Promise<LeadDetail> =>
  dataOf(await api.PATCH('/leads/{id}', { params: { path: { id } }, body }));

/** `POST /leads/{id}/contact`: 'Contactar'. */
export const contactLead = async (api: ApiClient, id: number, body: LeadContact): Promise<LeadDetail> =>
  dataOf(await api.POST('/leads/{id}/contact', { params: { path: { id } }, body }));

/** `GET /leads/export.csv`: the filtered leads as a CSV file. */
export const exportLeads = async (api: ApiClient, query: LeadsFilter, signal?: AbortSignal): Promise<Blob> =>
  dataOf(await api.GET('/leads/export.csv', { params: { query }, parseAs: 'blob', signal }));

/** `PUT /leads/{id}/assignee`: 'Asignar a', with the version read. */
export const assignLead = async (api: ApiClient, id: number, body: LeadAssign): Promise<LeadDetail> =>
  dataOf(await api.PUT('/leads/{id}/assignee', { params: { path: { id } }, body }));

/** `POST /leads/{id}/whatsapp`: records 'WhatsApp' while the browser opens wa.me. */
export const recordWhatsapp = async (api: ApiClient, id: number): Promise<LeadDetail> =>
  dataOf(await api.POST('/leads/{id}/whatsapp', { params: { path: { id } } }));
/** `POST /visits/{id}/outcome`: 'Asistió', 'No asistió' or 'Reprogramada' (with the new date and time). */
export const recordVisitOutcome = async (
  api: ApiClient,
  id: number,
  body: VisitOutcomeRequest,
  signal?: AbortSignal
): Promise<Visit> =>
  dataOf(await api.POST('/visits/{id}/outcome', { params: { path: { id } }, body, signal }));

/** `GET /tasks`: a lead's tasks, the caller's open ones ('Mis tareas') or the company's overdue ones. */
export const fetchTasks = async (
  api: ApiClient,
  query: TasksQuery,
  signal?: AbortSignal
): Promise<TaskList> => dataOf(await api.GET('/tasks', { params: { query }, signal }));

/** `POST /leads/{id}/tasks`: a follow-up task with its due date. */
export const createTask = async (api: ApiClient, leadId: number, body: TaskCreate): Promise<Task> =>
  dataOf(await api.POST('/leads/{id}/tasks', { params: { path: { id: leadId } }, body }));

/** `PATCH /tasks/{id}`: done, or open again. */
export const updateTask = async (api: ApiClient, id: number, done: boolean): Promise<Task> =>
  dataOf(await api.PATCH('/tasks/{id}', { params: { path: { id } }, body: { done } }));

/** `GET /visits`: the company's visits starting in [from, to), or one lead's. */
export const fetchVisits = async (
  api: ApiClient,
  query: VisitsQuery,
  signal?: AbortSignal
): Promise<VisitList> => dataOf(await api.GET('/visits', { params: { query }, signal }));

/** `POST /leads/{id}/visits`: 'Agendar visita'. */
export const scheduleVisit = async (api: ApiClient, leadId: number, body: VisitCreate): Promise<Visit> =>
  dataOf(await api.POST('/leads/{id}/visits', { params: { path: { id: leadId } }, body }));
