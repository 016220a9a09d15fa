import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { LeadList, LeadsQuery } from '#domain/lead';
import { validatedPart } from '#server/services/company-access';
import type { AppEnv } from '#server/lib/app-env';
import { leadsCsv } from '#server/services/leads-csv';
import { takeLead } from '#server/services/lead-intake';
import { mailLeadAssigned } from '#server/services/lead-mail';
import {
  assignLead,
  contactLead,
  leadDetail,
  leadsForExport,
  listLeads,
  readLead,
  updateLead,
  whatsappLead,
} from '#server/services/leads';
import type * as routes from './leads.routes';

/** The leads page, read with its caller (ADR 0066). */
export const leadsPageRead = (c: Context<AppEnv>) => {
  const query = validatedPart(c, 'query') as LeadsQuery;
  return (sub: string) => listLeads(c.var.db, query, sub);
};

// Read by the policy's locator with the caller that decided access.
export const listLeadsHandler: RouteHandler<typeof routes.listLeads, AppEnv> = async (c) =>
  c.json(c.var.answer as LeadList, 200);

export const exportLeadsHandler: RouteHandler<typeof routes.exportLeads, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const csv = leadsCsv(await leadsForExport(c.var.db, query, c.var.caller.userId));
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="leads-empresa-${query.company_id}.csv"`,
  });
};

export const createLeadHandler: RouteHandler<typeof routes.createLead, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { id, duplicate } = await takeLead(
    c.var.db,
    {
      companyId: body.company_id,
      contactName: body.contact_name,
      contactEmail: body.contact_email || null,
      contactPhone: body.contact_phone || null,
      origin: body.origin,
      source: body.source || null,
      budget: body.budget ?? null,
      interests: body.interests || null,
      interestTypes: body.interest_types ?? [],
      interestCities: body.interest_cities ?? [],
      projectId: body.project_id ?? null,
      propertyId: body.property_id ?? null,
    },
    c.var.caller.userId,
    new Date()
  );
  const lead = await readLead(c.var.db, id);
  return c.json({ lead, duplicate }, duplicate ? 200 : 201);
};

export const getLeadHandler: RouteHandler<typeof routes.getLead, AppEnv> = async (c) =>
  c.json(await leadDetail(c.var.db, c.req.valid('param').id), 200);

export const updateLeadHandler: RouteHandler<typeof routes.updateLead, AppEnv> = async (c) =>
  c.json(await updateLead(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.caller.userId), 200);

export const contactLeadHandler: RouteHandler<typeof routes.contactLead, AppEnv> = async (c) =>
  c.json(
    await contactLead(c.var.db, c.req.valid('param').id, c.req.valid('json').channel, c.var.caller.userId),
    200
  );

export const assignLeadHandler: RouteHandler<typeof routes.assignLead, AppEnv> = async (c) => {
  const id = c.req.valid('param').id;
  const { detail, changed } = await assignLead(c.var.db, id, c.req.valid('json'), c.var.caller.userId);
  if (changed) await mailLeadAssigned(c.var.db, id, c.var.caller.userId);
  return c.json(detail, 200);
};

export const whatsappLeadHandler: RouteHandler<typeof routes.whatsappLead, AppEnv> = async (c) =>
  c.json(await whatsappLead(c.var.db, c.req.valid('param').id, c.var.caller.userId), 200);
