import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { readLeadCapture, rotateCaptureKey, updateLeadCapture } from '#server/services/lead-capture';
import { takePublicLead } from '#server/services/public-leads';
import { clientAddress } from '#server/routes/chat/rate-limit.middleware';
import type * as routes from './lead-capture.routes';

export const getLeadCaptureHandler: RouteHandler<typeof routes.getLeadCapture, AppEnv> = async (c) =>
  c.json(await readLeadCapture(c.var.db, c.req.valid('param').id), 200);

export const updateLeadCaptureHandler: RouteHandler<typeof routes.updateLeadCapture, AppEnv> = async (c) =>
  c.json(await updateLeadCapture(c.var.db, c.req.valid('param').id, c.req.valid('json')), 200);

export const rotateCaptureKeyHandler: RouteHandler<typeof routes.rotateCaptureKey, AppEnv> = async (c) =>
  c.json(await rotateCaptureKey(c.var.db, c.req.valid('param').id), 200);

export const postPublicLeadHandler: RouteHandler<typeof routes.postPublicLead, AppEnv> = async (c) =>
  c.json(
    await takePublicLead(c.var.db, c.req.valid('json'), c.req.header('origin'), new Date(), clientAddress(c)),
    201
  );
