import { createHash } from 'node:crypto';
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { now } from '#server/lib/clock';
import {
  anonymiseLead,
  auditExport,
  confirmPrivacyRequest,
  findLeadCompanyOf,
  leadsOfEmail,
  openPrivacyRequest,
  pendingRequest,
  personalData,
  personalDataCsv,
  privacySettings,
  publicPolicy,
  savePrivacySettings,
} from '#server/services/privacy';
import { sendPrivacyConfirmation } from '#server/services/privacy-mail';
import { savedSearchesOf } from '#server/services/saved-searches';
import { PRIVACY_REQUEST_RECEIVED } from '#domain/privacy';
import { RATE_LIMIT_WINDOWS, ServiceRateLimit } from '#server/services/rate-limits';
import type * as routes from './privacy.routes';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
// Three links an hour to one address, so nobody can flood a holder's inbox from many connections.
const PER_ADDRESS = new ServiceRateLimit('privacy-requests', 3, RATE_LIMIT_WINDOWS['privacy-requests']);

export const getPublicPolicyHandler: RouteHandler<typeof routes.getPublicPolicy, AppEnv> = async (c) =>
  c.json(await publicPolicy(c.var.db, c.req.valid('param').id), 200);

export const getPrivacySettingsHandler: RouteHandler<typeof routes.getPrivacySettings, AppEnv> = async (c) =>
  c.json(await privacySettings(c.var.db, c.req.valid('param').id), 200);

export const putPrivacySettingsHandler: RouteHandler<typeof routes.putPrivacySettings, AppEnv> = async (c) =>
  c.json(
    await savePrivacySettings(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.caller),
    200
  );

export const getPersonalDataHandler: RouteHandler<typeof routes.getPersonalData, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const format = c.req.valid('query').format ?? 'json';
  const db = c.var.db;
  const data = await db.transaction(async (tx) => {
    const found = await personalData(tx, id);
    await auditExport(tx, c.var.caller, found, await findLeadCompanyOf(tx, id));
    return found;
  });
  if (format === 'csv')
    return c.body(personalDataCsv(data), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="datos-personales-lead-${id}.csv"`,
    });
  return c.json(data, 200);
};

export const anonymiseLeadHandler: RouteHandler<typeof routes.anonymiseLead, AppEnv> = async (c) => {
  const done = await anonymiseLead(c.var.db, c.req.valid('param').id, c.var.caller, now());
  return c.json(
    {
      anonymised: done ? 1 : 0,
      message: done
        ? 'Datos personales anonimizados. El lead conserva su estado, sus fechas y sus cifras.'
        : 'Este lead ya estaba anonimizado.',
    },
    200
  );
};

export const postPrivacyRequestHandler: RouteHandler<typeof routes.postPrivacyRequest, AppEnv> = async (
  c
) => {
  const request = c.req.valid('json');
  const db = c.var.db;
  // A link goes only to an address some company or a saved search of the chat holds, and at most a few an hour to
  // one address whoever asks; the answer is the same either way.
  const found = await leadsOfEmail(db, request.email);
  const perAddress = await PER_ADDRESS.take(db, `correo:${sha256(request.email.trim().toLowerCase())}`);
  const held = found.length > 0 || (await savedSearchesOf(db, request.email)).length > 0;
  if (held && perAddress.allowed) {
    await db.transaction(async (tx) => {
      const token = await openPrivacyRequest(tx, request, now());
      const companies = [...new Set(found.map((l) => l.companyName))];
      await sendPrivacyConfirmation(tx, {
        to: request.email,
        kind: request.kind,
        token,
        companyName: companies.length === 1 ? companies[0]! : null,
      });
    });
  }
  return c.json({ message: PRIVACY_REQUEST_RECEIVED }, 202);
};

export const getPrivacyRequestHandler: RouteHandler<typeof routes.getPrivacyRequest, AppEnv> = async (c) => {
  const request = await pendingRequest(c.var.db, c.req.valid('param').token, now());
  return c.json({ kind: request.kind as 'export' | 'delete' }, 200);
};

export const confirmPrivacyRequestHandler: RouteHandler<typeof routes.confirmPrivacyRequest, AppEnv> = async (
  c
) => c.json(await confirmPrivacyRequest(c.var.db, c.req.valid('param').token, now()), 200);
