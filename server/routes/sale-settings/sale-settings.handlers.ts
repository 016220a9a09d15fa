import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { readSaleSettings, updateSaleSettings } from '#server/services/sale-settings';
import type * as routes from './sale-settings.routes';

export const getSaleSettingsHandler: RouteHandler<typeof routes.getSaleSettings, AppEnv> = async (c) =>
  c.json(await readSaleSettings(c.var.db, c.req.valid('param').id), 200);

export const updateSaleSettingsHandler: RouteHandler<typeof routes.updateSaleSettings, AppEnv> = async (c) =>
  c.json(await updateSaleSettings(c.var.db, c.req.valid('param').id, c.req.valid('json')), 200);
