import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn, propertyIn, reservationIn, saleIn } from '#server/services/company-access';
import * as handlers from './sales.handlers';
import * as routes from './sales.routes';

/** Separaciones, sales and Cartera. The export is registered before `/sales/{id}`, which would otherwise take it. */
export const registerSales = (app: OpenAPIHono<AppEnv>) => {
  const queried = companyIn('query', 'company_id');
  const reservation = reservationIn('param', 'id');
  openapiWithPolicy(app, routes.listReservations, handlers.listReservationsHandler, { company: queried });
  openapiWithPolicy(app, routes.createReservation, handlers.createReservationHandler, {
    company: propertyIn('json', 'property_id'),
  });
  openapiWithPolicy(app, routes.releaseReservation, handlers.releaseReservationHandler, {
    company: reservation,
  });
  openapiWithPolicy(app, routes.createSale, handlers.createSaleHandler, { company: reservation });
  openapiWithPolicy(app, routes.getCartera, handlers.getCarteraHandler, { company: queried });
  openapiWithPolicy(app, routes.exportCartera, handlers.exportCarteraHandler, { company: queried });
  openapiWithPolicy(app, routes.getFunnel, handlers.getFunnelHandler, { company: queried });
  openapiWithPolicy(app, routes.exportFunnel, handlers.exportFunnelHandler, { company: queried });
  openapiWithPolicy(app, routes.getCollection, handlers.getCollectionHandler, { company: queried });
  openapiWithPolicy(app, routes.getSale, handlers.getSaleHandler, { company: saleIn('param', 'id') });
  openapiWithPolicy(app, routes.recordPayment, handlers.recordPaymentHandler, {
    company: saleIn('param', 'id'),
  });
};
