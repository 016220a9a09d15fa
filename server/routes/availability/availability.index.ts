import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { boardIn } from '#server/policy/answered-with-caller';
import { propertyIn } from '#server/services/company-access';
import * as handlers from './availability.handlers';
import * as routes from './availability.routes';

/** The availability board of a project, a unit's status history, and blocking or releasing a unit. */
export const registerAvailability = (app: OpenAPIHono<AppEnv>) => {
  const unit = propertyIn('param', 'id');
  openapiWithPolicy(app, routes.getBoard, handlers.getBoardHandler, {
    company: boardIn('param', 'id'),
    callerWithAnswer: true,
  });
  openapiWithPolicy(app, routes.getStatusHistory, handlers.getStatusHistoryHandler, { company: unit });
  openapiWithPolicy(app, routes.blockUnit, handlers.blockUnitHandler, { company: unit });
  openapiWithPolicy(app, routes.unblockUnit, handlers.unblockUnitHandler, { company: unit });
};
