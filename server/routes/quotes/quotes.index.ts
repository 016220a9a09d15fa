import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn, propertyIn, quoteIn } from '#server/services/company-access';
import * as handlers from './quotes.handlers';
import * as routes from './quotes.routes';

/** Quotes of a company's units: list, create (the unit names the company), read, PDF and the status steps. */
export const registerQuotes = (app: OpenAPIHono<AppEnv>) => {
  const addressed = quoteIn('param', 'id');
  openapiWithPolicy(app, routes.listQuotes, handlers.listQuotesHandler, {
    company: companyIn('query', 'company_id'),
  });
  openapiWithPolicy(app, routes.createQuote, handlers.createQuoteHandler, {
    company: propertyIn('json', 'property_id'),
  });
  openapiWithPolicy(app, routes.getQuote, handlers.getQuoteHandler, { company: addressed });
  openapiWithPolicy(app, routes.getQuotePdf, handlers.getQuotePdfHandler, { company: addressed });
  openapiWithPolicy(app, routes.decideQuote, handlers.decideQuoteHandler, { company: addressed });
  openapiWithPolicy(app, routes.sendQuote, handlers.sendQuoteHandler, { company: addressed });
  openapiWithPolicy(app, routes.acceptQuote, handlers.acceptQuoteHandler, { company: addressed });
  openapiWithPolicy(app, routes.declineQuote, handlers.declineQuoteHandler, { company: addressed });
};

/** The buyer's link to a quote's PDF: public, registered before the authentication middleware. */
export const registerPublicQuotes = (app: OpenAPIHono<AppEnv>) => {
  openapiWithPolicy(app, routes.publicQuotePdf, handlers.publicQuotePdfHandler);
};
