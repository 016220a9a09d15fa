import type { RouteHandler } from '@hono/zod-openapi';
import type { AvailabilityBoard } from '#domain/availability';
import type { AppEnv } from '#server/lib/app-env';
import type { JsonText } from '#server/db/json-shape';
import { answerJsonText } from '#server/lib/json-text';
import { holdUnit } from '#server/services/availability';
import { findProperty } from '#server/services/properties';
import { unitStatusHistory } from '#server/services/status-history';
import type * as routes from './availability.routes';

// The policy's locator read the board with the project's company and the caller, which decided access: it is
// answered, not read again.
export const getBoardHandler: RouteHandler<typeof routes.getBoard, AppEnv> = async (c) =>
  answerJsonText(c, c.var.answer as JsonText<AvailabilityBoard>, 200);

export const getStatusHistoryHandler: RouteHandler<typeof routes.getStatusHistory, AppEnv> = async (c) =>
  c.json(await unitStatusHistory(c.var.db, c.req.valid('param').id), 200);

// The policy's locator has just read the unit (the row that decided access): the hold starts from it.
const unitOf = async (c: { var: AppEnv['Variables'] }, id: number) =>
  c.var.property ?? (await findProperty(c.var.db, id));

export const blockUnitHandler: RouteHandler<typeof routes.blockUnit, AppEnv> = async (c) =>
  c.json(
    await holdUnit(
      c.var.db,
      await unitOf(c, c.req.valid('param').id),
      'block',
      c.req.valid('json').reason,
      c.var.caller.userId
    ),
    200
  );

export const unblockUnitHandler: RouteHandler<typeof routes.unblockUnit, AppEnv> = async (c) =>
  c.json(
    await holdUnit(
      c.var.db,
      await unitOf(c, c.req.valid('param').id),
      'unblock',
      c.req.valid('json').reason,
      c.var.caller.userId
    ),
    200
  );
