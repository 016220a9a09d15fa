import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
// Validity is judged by the application's clock, as the expiry sweep judges it.
import { now } from '#server/lib/clock';
import { quotePdf } from '#server/services/quote-pdf';
import {
  acceptQuote,
  createQuote,
  decideQuote,
  declineQuote,
  listQuotes,
  readPublicQuote,
  readQuote,
  sendQuote,
} from '#server/services/quotes';
import type * as routes from './quotes.routes';

const pdfAnswer = (body: Buffer, id: number, disposition: 'attachment' | 'inline') =>
  new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${disposition}; filename="cotizacion-${id}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });

export const listQuotesHandler: RouteHandler<typeof routes.listQuotes, AppEnv> = async (c) =>
  c.json(await listQuotes(c.var.db, c.req.valid('query')), 200);

export const createQuoteHandler: RouteHandler<typeof routes.createQuote, AppEnv> = async (c) =>
  c.json(
    await createQuote(
      c.var.db,
      c.var.grant.companyId!,
      c.req.valid('json'),
      c.var.grant,
      c.var.caller.userId,
      now()
    ),
    201
  );

export const getQuoteHandler: RouteHandler<typeof routes.getQuote, AppEnv> = async (c) =>
  c.json(await readQuote(c.var.db, c.req.valid('param').id), 200);

export const getQuotePdfHandler: RouteHandler<typeof routes.getQuotePdf, AppEnv> = async (c) => {
  const quote = await readQuote(c.var.db, c.req.valid('param').id);
  return pdfAnswer(await quotePdf(c.var.db, quote), quote.id, 'attachment') as never;
};

export const decideQuoteHandler: RouteHandler<typeof routes.decideQuote, AppEnv> = async (c) =>
  c.json(
    await decideQuote(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.caller.userId, now()),
    200
  );

export const sendQuoteHandler: RouteHandler<typeof routes.sendQuote, AppEnv> = async (c) =>
  c.json(await sendQuote(c.var.db, c.req.valid('param').id, c.var.caller.userId, now()), 200);

export const acceptQuoteHandler: RouteHandler<typeof routes.acceptQuote, AppEnv> = async (c) =>
  c.json(await acceptQuote(c.var.db, c.req.valid('param').id, c.var.caller.userId, now()), 200);

export const declineQuoteHandler: RouteHandler<typeof routes.declineQuote, AppEnv> = async (c) =>
  c.json(
    await declineQuote(
      c.var.db,
      c.req.valid('param').id,
      c.req.valid('json').reason,
      c.var.caller.userId,
      now()
    ),
    200
  );

export const publicQuotePdfHandler: RouteHandler<typeof routes.publicQuotePdf, AppEnv> = async (c) => {
  const quote = await readPublicQuote(c.var.db, c.req.valid('param').token, now());
  return pdfAnswer(await quotePdf(c.var.db, quote), quote.id, 'inline') as never;
};
