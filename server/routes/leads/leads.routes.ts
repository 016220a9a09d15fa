import { createRoute, z } from '@hono/zod-openapi';
import {
  LeadAssignSchema,
  LeadContactSchema,
  LeadCreatedSchema,
  LeadCreateSchema,
  LeadDetailSchema,
  LeadIdParamsSchema,
  LeadListSchema,
  LeadsExportQuerySchema,
  LeadsQuerySchema,
  LeadUpdateSchema,
} from '#domain/lead';
import { staleCopySchema } from '#domain/versioned';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  jsonRequest as json,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Leads'];
const errors = { ...authErrors, ...notFoundError, ...validationErrors } as const;

export const listLeads = createRoute({
  ...requires('lead.read'),
  method: 'get',
  path: '/leads',
  tags,
  summary: 'Leads de la empresa, del más reciente al más antiguo, con búsqueda, estado y cuentas por estado',
  description:
    'La búsqueda mira nombre, correo, teléfono, intereses y ciudades, sin distinguir mayúsculas ni tildes. ' +
    '`counts` cuenta todos los estados bajo la búsqueda (las pestañas de filtro).',
  security: bearerSecurity,
  request: { query: LeadsQuerySchema },
  responses: { 200: jsonBody(LeadListSchema, 'Una página de leads'), ...errors },
});

export const exportLeads = createRoute({
  ...requires('lead.read'),
  method: 'get',
  path: '/leads/export.csv',
  tags,
  summary: 'Exporta los leads filtrados a CSV (UTF-8 con BOM, separador ;)',
  description:
    'Las celdas que empiezan por =, +, -, @, tabulador o retorno llevan un apóstrofo delante, para que una hoja ' +
    'de cálculo no las ejecute como fórmulas.',
  security: bearerSecurity,
  request: { query: LeadsExportQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'Archivo CSV' },
    ...errors,
  },
});

export const createLead = createRoute({
  ...requires('lead.create'),
  method: 'post',
  path: '/leads',
  tags,
  summary: 'Registra un lead (OWNER, ADMIN o MEMBER); un correo o teléfono ya conocido suma al historial',
  description:
    'Si la empresa ya tiene un lead con el mismo correo (sin distinguir mayúsculas) o el mismo teléfono (últimos ' +
    '10 dígitos), no se crea otro: se añade una entrada al historial de ese lead y la respuesta trae `duplicate: true` ' +
    'con estado 200. Un lead nuevo responde 201 y queda en la actividad reciente del constructor.',
  security: bearerSecurity,
  request: json(LeadCreateSchema),
  responses: {
    201: jsonBody(LeadCreatedSchema, 'Lead creado'),
    200: jsonBody(LeadCreatedSchema, 'Contacto añadido al lead existente'),
    ...errors,
  },
});

export const getLead = createRoute({
  ...requires('lead.read'),
  method: 'get',
  path: '/leads/{id}',
  tags,
  summary: 'Un lead con su historial (el más antiguo primero)',
  security: bearerSecurity,
  request: { params: LeadIdParamsSchema },
  responses: { 200: jsonBody(LeadDetailSchema, 'El lead'), ...errors },
});

export const updateLead = createRoute({
  ...requires('lead.update'),
  method: 'patch',
  path: '/leads/{id}',
  tags,
  summary: 'Cambia estado o notas (OWNER, ADMIN o MEMBER); cada cambio queda en el historial',
  description:
    'Exige la `version` leída: si otra persona guardó antes, responde 409 con la copia actual (`current`) en vez ' +
    'de sobrescribir su cambio.',
  security: bearerSecurity,
  request: { params: LeadIdParamsSchema, ...json(LeadUpdateSchema) },
  responses: {
    200: jsonBody(LeadDetailSchema, 'El lead actualizado'),
    409: jsonBody(
      staleCopySchema(LeadDetailSchema, 'LeadStale'),
      'Otra persona cambió el lead desde que se leyó (versión distinta): la copia actual'
    ),
    ...errors,
  },
});

export const contactLead = createRoute({
  ...requires('lead.update'),
  method: 'post',
  path: '/leads/{id}/contact',
  tags,
  summary: "'Contactar': deja constancia del contacto; un lead 'Nuevo' pasa a 'En seguimiento'",
  security: bearerSecurity,
  request: { params: LeadIdParamsSchema, ...json(LeadContactSchema) },
  responses: { 200: jsonBody(LeadDetailSchema, 'El lead tras el contacto'), ...errors },
});

export const assignLead = createRoute({
  ...requires('lead.assign'),
  method: 'put',
  path: '/leads/{id}/assignee',
  tags,
  summary: "'Asignar a': da el lead a un miembro que no sea VIEWER, o a nadie (OWNER o ADMIN)",
  description:
    'El cambio queda en el historial con el responsable anterior y el nuevo responsable recibe un correo. Exige ' +
    'la `version` leída (409 con la copia actual si otra persona guardó antes).',
  security: bearerSecurity,
  request: { params: LeadIdParamsSchema, ...json(LeadAssignSchema) },
  responses: {
    200: jsonBody(LeadDetailSchema, 'El lead con su responsable'),
    409: jsonBody(
      staleCopySchema(LeadDetailSchema, 'LeadAssignStale'),
      'Otra persona cambió el lead desde que se leyó (versión distinta): la copia actual'
    ),
    ...errors,
  },
});

export const whatsappLead = createRoute({
  ...requires('lead.update'),
  method: 'post',
  path: '/leads/{id}/whatsapp',
  tags,
  summary: "'WhatsApp': deja constancia del contacto por WhatsApp; un lead 'Nuevo' pasa a 'En seguimiento'",
  description: 'Exige un celular válido (422 con la razón si no lo hay).',
  security: bearerSecurity,
  request: { params: LeadIdParamsSchema },
  responses: { 200: jsonBody(LeadDetailSchema, 'El lead tras el contacto'), ...errors },
});
