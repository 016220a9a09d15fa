import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { now } from '#server/lib/clock';
import {
  addTask,
  listTasks,
  listVisits,
  recordVisitOutcome,
  scheduleVisit,
  setTaskDone,
} from '#server/services/lead-work';
import type * as routes from './lead-work.routes';

export const listTasksHandler: RouteHandler<typeof routes.listTasks, AppEnv> = async (c) =>
  c.json({ tasks: await listTasks(c.var.db, c.req.valid('query'), c.var.caller.userId, now()) }, 200);

export const createTaskHandler: RouteHandler<typeof routes.createTask, AppEnv> = async (c) =>
  c.json(
    await addTask(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.caller.userId, now()),
    201
  );

export const updateTaskHandler: RouteHandler<typeof routes.updateTask, AppEnv> = async (c) =>
  c.json(await setTaskDone(c.var.db, c.req.valid('param').id, c.req.valid('json').done, now()), 200);

export const listVisitsHandler: RouteHandler<typeof routes.listVisits, AppEnv> = async (c) =>
  c.json({ visits: await listVisits(c.var.db, c.req.valid('query')) }, 200);

export const scheduleVisitHandler: RouteHandler<typeof routes.scheduleVisit, AppEnv> = async (c) =>
  c.json(
    await scheduleVisit(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.caller.userId, now()),
    201
  );

export const recordVisitOutcomeHandler: RouteHandler<typeof routes.recordVisitOutcome, AppEnv> = async (c) =>
  c.json(
    await recordVisitOutcome(
      c.var.db,
      c.req.valid('param').id,
      c.req.valid('json'),
      c.var.caller.userId,
      now()
    ),
    200
  );
