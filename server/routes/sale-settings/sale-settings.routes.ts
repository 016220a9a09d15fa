import { createRoute } from '@hono/zod-openapi';
import { CompanyIdParamsSchema } from '#domain/company';
import { SaleSettingsSchema, SaleSettingsUpdateSchema } from '#domain/sale-settings';
import { staleCopySchema } from '#domain/versioned';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Empresas'];
const errors = { ...authErrors, ...notFoundError, ...validationErrors } as const;

export const getSaleSettings = createRoute({
  ...requires('company.read'),
  method: 'get',
  path: '/companies/{id}/sale-settings',
  tags,
  summary:
    'Ajustes de venta de la empresa: vigencia de las cotizaciones, descuento máximo de un MEMBER, días de separación',
  description:
    'Una empresa que nunca los guardó responde los valores por defecto (15 días, 5 %, 7 días) en la versión 1.',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: { 200: jsonBody(SaleSettingsSchema, 'Los ajustes de venta'), ...errors },
});

export const updateSaleSettings = createRoute({
  ...requires('company.update'),
  method: 'put',
  path: '/companies/{id}/sale-settings',
  tags,
  summary: 'Guarda los ajustes de venta (OWNER o ADMIN)',
  description: 'Exige la `version` leída: si otra persona guardó antes, responde 409 con la copia actual.',
  security: bearerSecurity,
  request: {
    params: CompanyIdParamsSchema,
    body: { content: { 'application/json': { schema: SaleSettingsUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonBody(SaleSettingsSchema, 'Los ajustes guardados'),
    409: jsonBody(
      staleCopySchema(SaleSettingsSchema, 'SaleSettingsStale'),
      'Otra persona cambió los ajustes desde que se leyeron: la copia actual'
    ),
    ...errors,
  },
});
