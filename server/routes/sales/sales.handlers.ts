import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { now } from '#server/lib/clock';
import { carteraCsv, funnelCsv } from '#server/services/cartera-csv';
import { createReservation, listReservations, releaseReservation } from '#server/services/reservations';
import { cartera, createSale, recordPayment, saleDetail, salesForExport } from '#server/services/sales';
import { collection, salesFunnel } from '#server/services/sales-funnel';
import type * as routes from './sales.routes';

export const listReservationsHandler: RouteHandler<typeof routes.listReservations, AppEnv> = async (c) =>
  c.json(await listReservations(c.var.db, c.req.valid('query')), 200);

export const createReservationHandler: RouteHandler<typeof routes.createReservation, AppEnv> = async (c) =>
  c.json(
    await createReservation(c.var.db, c.var.property!, c.req.valid('json'), c.var.caller.userId, now()),
    201
  );

export const releaseReservationHandler: RouteHandler<typeof routes.releaseReservation, AppEnv> = async (c) =>
  c.json(
    await releaseReservation(
      c.var.db,
      c.req.valid('param').id,
      c.req.valid('json').reason,
      c.var.caller.userId,
      now()
    ),
    200
  );

export const createSaleHandler: RouteHandler<typeof routes.createSale, AppEnv> = async (c) =>
  c.json(
    await createSale(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.caller.userId, now()),
    201
  );

export const getCarteraHandler: RouteHandler<typeof routes.getCartera, AppEnv> = async (c) =>
  c.json(await cartera(c.var.db, c.req.valid('query'), now()), 200);

export const exportCarteraHandler: RouteHandler<typeof routes.exportCartera, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const csv = carteraCsv(await salesForExport(c.var.db, query, now()));
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="cartera-empresa-${query.company_id}.csv"`,
  });
};

export const getSaleHandler: RouteHandler<typeof routes.getSale, AppEnv> = async (c) =>
  c.json(await saleDetail(c.var.db, c.req.valid('param').id, now()), 200);

export const recordPaymentHandler: RouteHandler<typeof routes.recordPayment, AppEnv> = async (c) =>
  c.json(
    await recordPayment(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.caller.userId, now()),
    201
  );

export const getFunnelHandler: RouteHandler<typeof routes.getFunnel, AppEnv> = async (c) =>
  c.json(await salesFunnel(c.var.db, c.req.valid('query'), now()), 200);

export const exportFunnelHandler: RouteHandler<typeof routes.exportFunnel, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  return c.body(funnelCsv(await salesFunnel(c.var.db, query, now())), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="embudo-empresa-${query.company_id}.csv"`,
  });
};

export const getCollectionHandler: RouteHandler<typeof routes.getCollection, AppEnv> = async (c) =>
  c.json(await collection(c.var.db, c.req.valid('query').company_id, now()), 200);
