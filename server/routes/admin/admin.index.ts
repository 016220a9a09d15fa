import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/lib/app-env';
import { forbidden } from '#server/lib/http-error';
import {
  deleteAdminCompanyHandler,
  getAdminCompanyHandler,
  getAdminCompanyStatsHandler,
  listAdminCompaniesHandler,
} from './admin.handlers';
import {
  deleteAdminCompanyRoute,
  getAdminCompanyRoute,
  getAdminCompanyStatsRoute,
  listAdminCompaniesRoute,
} from './admin.routes';

/** Every /admin route needs the read:all_companies permission in the token, whatever the company roles. */
const requirePlatformAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.caller.isPlatformAdmin) {
    throw forbidden('Acceso denegado: se requiere el permiso read:all_companies.');
  }
  await next();
};

/** `/admin/companies/*`: the platform administrators' view of every company. */
export const registerAdmin = (app: OpenAPIHono<AppEnv>) => {
  app.use('/admin/*', requirePlatformAdmin);
  return app
    .openapi(listAdminCompaniesRoute, listAdminCompaniesHandler)
    .openapi(getAdminCompanyRoute, getAdminCompanyHandler)
    .openapi(getAdminCompanyStatsRoute, getAdminCompanyStatsHandler)
    .openapi(deleteAdminCompanyRoute, deleteAdminCompanyHandler);
};
