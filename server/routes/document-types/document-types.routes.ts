import { createRoute, z } from '@hono/zod-openapi';
import { DocumentTypeSchema, SupportedCountrySchema } from '#domain/countries';
import { authErrors, bearerSecurity, jsonBody, requires, validationErrors } from '#server/lib/openapi';

export const listDocumentTypesRoute = createRoute({
  ...requires('documentType.read'),
  method: 'get',
  path: '/countries/{country}/document-types',
  tags: ['Referencia'],
  summary: 'Tipos de documento de identificación de empresas en un país (CO: NIT, CC, CE, pasaporte…)',
  security: bearerSecurity,
  request: { params: z.object({ country: SupportedCountrySchema }) },
  responses: {
    200: jsonBody(z.array(DocumentTypeSchema), 'Tipos de documento del país'),
    ...authErrors,
    ...validationErrors,
  },
});
