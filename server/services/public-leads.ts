import { PUBLIC_LEAD_THANKS, HONEYPOT_FIELD, type PublicLead } from '#domain/lead-capture';
import type { Db } from '#server/db/client';
import { HttpError } from '#server/lib/http-error';
import { companyOfKey } from './lead-capture';
import { takeLead } from './lead-intake';
import { mailNewWebsiteLead } from './lead-mail';
import { recordConsent } from './privacy';

export const UNKNOWN_KEY =
  'La clave de captura no es válida: pide a la empresa el formulario actualizado de In-Best.';
export const ORIGIN_NOT_ALLOWED =
  'Este sitio web no está autorizado para enviar datos a esta empresa. La empresa puede autorizarlo en Captura de leads.';

/**
 * A contact left on a company's own website. The key names the company and the page's origin must be one it
 * listed; a filled honeypot is a robot, answered like anyone and kept nowhere. A person the company already knows
 * (same e-mail or phone) only adds an unverified entry to that lead's history, and the answer is the same either
 * way. A new lead is e-mailed to whoever took it by turn, or to the company's owners. The visitor's authorisation
 * is kept as proof in the lead's transaction, as the chat's is: when, the policy version, 'website', the address.
 */
export async function takePublicLead(
  db: Db,
  request: PublicLead,
  origin: string | undefined,
  now: Date,
  ipAddress: string
): Promise<{ message: string }> {
  const company = await companyOfKey(db, request.key);
  if (!company) throw new HttpError(403, UNKNOWN_KEY);
  if (!origin || !company.allowedOrigins.includes(origin)) throw new HttpError(403, ORIGIN_NOT_ALLOWED);
  if (request[HONEYPOT_FIELD]) return { message: PUBLIC_LEAD_THANKS };
  const result = await db.transaction(async (tx) => {
    const taken = await takeLead(
      tx,
      {
        companyId: company.companyId,
        contactName: request.contact_name,
        contactEmail: request.contact_email || null,
        contactPhone: request.contact_phone || null,
        origin: 'website',
        source: request.source || new URL(origin).host,
        budget: null,
        interests: request.message ? `Mensaje: ${request.message}` : null,
        interestTypes: [],
        interestCities: [],
        projectId: request.project_id ?? null,
        propertyId: null,
      },
      null,
      now
    );
    await recordConsent(tx, {
      leadId: taken.id,
      companyId: company.companyId,
      channel: 'website',
      ipAddress,
      givenAt: now,
    });
    return taken;
  });
  if (!result.duplicate) await mailNewWebsiteLead(db, result.id);
  return { message: PUBLIC_LEAD_THANKS };
}
