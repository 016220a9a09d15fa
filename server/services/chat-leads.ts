import { eq } from 'drizzle-orm';
import type { ChatLanguage } from '#domain/chat-constants';
import type { ChatLeadCreated, ChatLeadRequest } from '#domain/chat-lead';
import { CHAT_LEAD_SOURCE } from '#domain/chat-lead';
import { describeRequest } from '#server/assistant/replies';
import { findPublicListing } from '#server/assistant/search';
import { loadSession } from '#server/assistant/session-store';
import { hasAnyFilter } from '#domain/chat-slots';
import type { Db } from '#server/db/client';
import { companies } from '#server/db/schema';
import { HttpError } from '#server/lib/http-error';
import { takeLead } from './lead-intake';
import { recordConsent } from './privacy';

// The answers the visitor reads, in the conversation's language.
const GONE: Record<ChatLanguage, string> = {
  es: 'Esta propiedad ya no está disponible.',
  en: 'This property is no longer available.',
};
const THANKS: Record<ChatLanguage, (name: string, company: string, property: string) => string> = {
  es: (name, company, property) => `¡Gracias, ${name}! ${company} te contactará pronto sobre ${property}.`,
  en: (name, company, property) => `Thank you, ${name}! ${company} will contact you soon about ${property}.`,
};

/**
 * Records a visitor's interest in a property as a new lead of the company that owns it, with the chat search that
 * led there as its interests and the search's price ceiling as its budget, and logs it in the company's feed; a
 * visitor whose e-mail or phone the company already knows only adds an unverified entry to that lead's history
 * (nobody checked it is them). The answer is the same either way and names no lead. The visitor's authorisation
 * is kept as proof: when, the policy version, the channel and the address the server saw.
 */
export async function createChatLead(
  db: Db,
  request: ChatLeadRequest,
  now: Date,
  ipAddress: string
): Promise<ChatLeadCreated> {
  // Only a listing search could show takes a lead; any other id, missing or hidden, gets the same answer, so the
  // form cannot be used to walk ids for unpublished units or sold properties.
  const property = await findPublicListing(db, request.property_id);
  if (!property) throw new HttpError(409, GONE[request.language ?? 'es']);
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, property.companyId));
  const companyName = company?.name ?? '';

  const session = request.session_id ? await loadSession(db, request.session_id) : null;
  const slots = session?.exists ? session.state.slots : null;
  const title = property.projectName ? `${property.name} (${property.projectName})` : property.name;
  const interests = [
    `Le interesa ${title}.`,
    slots && hasAnyFilter(slots) ? `Buscaba ${describeRequest(slots)}.` : null,
    request.message ? `Mensaje: ${request.message}` : null,
  ]
    .filter(Boolean)
    .join(' ');

  // No author: a match adds an unverified history entry and changes nothing of the lead. The proof of the
  // authorisation is stored with the lead in the same transaction (Habeas Data).
  await db.transaction(async (tx) => {
    const { id } = await takeLead(
      tx,
      {
        companyId: property.companyId,
        contactName: request.contact_name,
        contactEmail: request.contact_email || null,
        contactPhone: request.contact_phone || null,
        origin: 'chat',
        source: CHAT_LEAD_SOURCE,
        budget: slots?.price_max ?? null,
        interests,
        interestTypes: slots?.property_type ? [slots.property_type] : [],
        interestCities: slots?.city ? [slots.city] : [],
        projectId: property.projectId,
        propertyId: property.id,
      },
      null,
      now
    );
    await recordConsent(tx, {
      leadId: id,
      companyId: property.companyId,
      channel: 'chat',
      ipAddress,
      givenAt: now,
    });
  });
  return {
    company_name: companyName,
    message: THANKS[request.language ?? 'es'](request.contact_name, companyName, property.name),
  };
}
