import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { colombiaDay } from '#domain/business-calendar';
import { LEAD_STATUS_LABELS, type LeadStatus } from '#domain/lead';
import { allows, type Grant } from '#domain/permissions';
import { totalPages } from '#domain/project';
import {
  OPEN_QUOTE_STATUSES,
  QUOTE_ERRORS,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  type Quote,
  type QuoteApproval,
  type QuoteCounts,
  type QuoteCreate,
  type QuoteHistoryEntry,
  type QuoteList,
  type QuotePlanRow,
  type QuoteStatus,
  type QuoteSummary,
  type QuotesQuery,
} from '#domain/quote';
import { computePlan } from '#domain/quote-plan';
import { formatMoney } from '#domain/format';
import type { Db } from '#server/db/client';
import {
  companies,
  leadEvents,
  leads,
  projects,
  properties,
  propertyModels,
  quoteInstalments,
  quotes,
  users,
} from '#server/db/schema';
import { HttpError, notFound } from '#server/lib/http-error';
import { sendMail } from '#server/mail/send-mail';
import type { Author } from './activities';
import { takeLead } from './lead-intake';
import { recordLeadEvent } from './leads';
import { quotePdf } from './quote-pdf';
import { readSaleSettings } from './sale-settings';

// A unit that is sold, rented or held back by the company cannot be offered.
const NOT_QUOTABLE = ['SOLD', 'RENTED', 'BLOCKED'] as const;
// A lead further on than a quote (holding a unit, or bought) keeps its status when it gets another quote.
const BEFORE_QUOTE: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'lost'];

const creator = alias(users, 'creator');
const decider = alias(users, 'decider');

const selectQuotes = (db: Db) =>
  db
    .select({
      quote: quotes,
      propertyName: properties.name,
      area: properties.area,
      projectName: projects.name,
      modelName: propertyModels.name,
      leadName: leads.contactName,
      creatorName: sql<string | null>`coalesce(${creator.fullName}, ${creator.email})`,
      deciderName: sql<string | null>`coalesce(${decider.fullName}, ${decider.email})`,
    })
    .from(quotes)
    .innerJoin(properties, eq(properties.id, quotes.propertyId))
    .leftJoin(projects, eq(projects.id, properties.projectId))
    .leftJoin(propertyModels, eq(propertyModels.id, properties.propertyModelId))
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .leftJoin(creator, eq(creator.id, quotes.createdBy))
    .leftJoin(decider, eq(decider.id, quotes.decidedBy));
type QuoteRow = Awaited<ReturnType<ReturnType<typeof selectQuotes>['execute']>>[number];

const toSummary = (row: QuoteRow): QuoteSummary => ({
  id: row.quote.id,
  company_id: row.quote.companyId,
  status: row.quote.status,
  property_id: row.quote.propertyId,
  property_name: row.propertyName,
  project_name: row.projectName,
  lead_id: row.quote.leadId,
  lead_name: row.leadName,
  list_price: row.quote.listPrice,
  discount_amount: row.quote.discountAmount,
  final_price: row.quote.finalPrice,
  valid_until: row.quote.validUntil,
  created_by_name: row.creatorName,
  created_at: row.quote.createdAt.toISOString(),
});

/** The buyer's link works while the quote is offered or accepted, never once it expired or was turned down. */
const hasPublicLink = (status: QuoteStatus) => status === 'sent' || status === 'accepted';

/** The path of a quote's PDF for the buyer, without an account. */
export const publicQuotePath = (token: string) => `/public/quotes/${token}/pdf`;

/** The plan's rows of a quote, in the order the buyer pays them (what a sale turns into the buyer's instalments). */
export async function getQuotePlan(db: Db, quoteId: number): Promise<QuotePlanRow[]> {
  const rows = await db
    .select()
    .from(quoteInstalments)
    .where(eq(quoteInstalments.quoteId, quoteId))
    .orderBy(asc(quoteInstalments.position));
  return rows.map((r) => ({
    kind: r.kind,
    number: r.number,
    label: r.label,
    due_date: r.dueDate,
    amount: r.amount,
  }));
}

const author = alias(users, 'author');

/**
 * A quote's history: the entries of its lead's history that name it, oldest first. They are found by the quote's
 * id, never by their words, which the lead's anonymisation replaces.
 */
async function quoteHistory(db: Db, quote: typeof quotes.$inferSelect): Promise<QuoteHistoryEntry[]> {
  const rows = await db
    .select({
      at: leadEvents.createdAt,
      description: leadEvents.description,
      byName: sql<string | null>`coalesce(${author.fullName}, ${author.email})`,
    })
    .from(leadEvents)
    .leftJoin(author, eq(author.id, leadEvents.createdBy))
    .where(eq(leadEvents.quoteId, quote.id))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  return rows.map((r) => ({ at: r.at.toISOString(), description: r.description ?? '', by_name: r.byName }));
}

async function toQuote(db: Db, row: QuoteRow): Promise<Quote> {
  const q = row.quote;
  return {
    ...toSummary(row),
    model_name: row.modelName,
    area: row.area,
    discount_kind: q.discountKind,
    discount_value: q.discountValue,
    discount_pct: q.discountPct,
    separation_amount: q.separationAmount,
    initial_pct: q.initialPct,
    initial_total: q.initialTotal,
    instalment_count: q.instalmentCount,
    instalment_day: q.instalmentDay,
    delivery_date: q.deliveryDate,
    financing: q.financing,
    subsidy_amount: q.subsidyAmount,
    balance: q.balance,
    notes: q.notes,
    decided_by_name: row.deciderName,
    decision_reason: q.decisionReason,
    public_path: hasPublicLink(q.status) ? publicQuotePath(q.publicToken) : null,
    plan: await getQuotePlan(db, q.id),
    history: await quoteHistory(db, q),
  };
}

/** The quote's company, or 404 'Cotización no encontrada.' (the policy locator). */
export async function findQuoteCompany(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ companyId: quotes.companyId }).from(quotes).where(eq(quotes.id, id));
  if (!row) throw notFound(QUOTE_ERRORS.notFound);
  return row.companyId;
}

/** A quote with its plan, or 404. */
export async function readQuote(db: Db, id: number): Promise<Quote> {
  const [row] = await selectQuotes(db).where(eq(quotes.id, id));
  if (!row) throw notFound(QUOTE_ERRORS.notFound);
  return toQuote(db, row);
}

/** One page of a company's quotes, newest first, with the counts per status for the filter tabs. */
export async function listQuotes(db: Db, query: QuotesQuery): Promise<QuoteList> {
  const { page, limit } = query;
  // The project filter narrows the counts too: the status tabs count what the chosen project holds.
  const ofCompany = and(
    eq(quotes.companyId, query.company_id),
    query.project_id === undefined ? undefined : eq(properties.projectId, query.project_id)
  );
  const filtered = and(ofCompany, query.status ? eq(quotes.status, query.status) : undefined);
  const [rows, perStatus] = await Promise.all([
    selectQuotes(db)
      .where(filtered)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ status: quotes.status, n: count() })
      .from(quotes)
      .innerJoin(properties, eq(properties.id, quotes.propertyId))
      .where(ofCompany)
      .groupBy(quotes.status),
  ]);
  const counts = Object.fromEntries([['all', 0], ...QUOTE_STATUSES.map((s) => [s, 0])]) as QuoteCounts;
  for (const { status, n } of perStatus) {
    counts[status] = n;
    counts.all += n;
  }
  const totalItems = query.status ? counts[query.status] : counts.all;
  return {
    quotes: rows.map(toSummary),
    total_items: totalItems,
    total_pages: totalPages(totalItems, limit),
    page,
    counts,
  };
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes the lead's history entry of a quote event, tied to the quote, and moves a lead not yet quoted to
 * 'Cotizado'.
 */
async function quoteEvent(
  tx: Db,
  quote: { id: number; leadId: number },
  description: string,
  author: Author,
  now: Date,
  moves: boolean
) {
  const leadId = quote.leadId;
  const [lead] = await tx
    .select({ status: leads.status })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for('update');
  const from = lead!.status;
  const move = moves && BEFORE_QUOTE.includes(from);
  if (move)
    await tx
      .update(leads)
      .set({ status: 'quoted', version: sql`${leads.version} + 1`, updatedAt: now })
      .where(eq(leads.id, leadId));
  await recordLeadEvent(tx, {
    leadId,
    quoteId: quote.id,
    type: 'quote',
    fromStatus: move ? from : null,
    toStatus: move ? 'quoted' : null,
    description: move
      ? `${description} De '${LEAD_STATUS_LABELS[from]}' a '${LEAD_STATUS_LABELS.quoted}'.`
      : description,
    createdBy: author,
    createdAt: now,
  });
}

/**
 * Creates a quote of a unit for a lead (or a new contact, taken in as 'Nuevo Lead' takes one, deduplicated): the
 * server computes the plan; a discount above the company's cap, from someone who may not approve it, waits in
 * 'Pendiente de aprobación'. The lead's history records it and the lead moves to 'Cotizado'.
 */
export async function createQuote(
  db: Db,
  companyId: number,
  input: QuoteCreate,
  grant: Grant,
  author: Author,
  now: Date
): Promise<Quote> {
  const id = await db.transaction(async (tx) => {
    const [unit] = await tx
      .select({ property: properties, deliveryDate: projects.deliveryDate })
      .from(properties)
      .leftJoin(projects, eq(projects.id, properties.projectId))
      .where(eq(properties.id, input.property_id));
    if (!unit || unit.property.companyId !== companyId)
      throw new HttpError(422, QUOTE_ERRORS.propertyElsewhere);
    const property = unit.property;
    if ((NOT_QUOTABLE as readonly string[]).includes(property.status))
      throw new HttpError(422, QUOTE_ERRORS.unitNotQuotable);
    const issueDate = colombiaDay(now);
    const result = computePlan({
      listPrice: property.price ?? 0,
      discountKind: input.discount_kind,
      discountValue: input.discount_value,
      separation: input.separation_amount,
      initialPct: input.initial_pct,
      instalmentCount: input.instalment_count,
      instalmentDay: input.instalment_day,
      issueDate,
      deliveryDate: input.delivery_date,
      financing: input.financing,
      subsidyAmount: input.subsidy_amount,
    });
    if (!result.ok) throw new HttpError(422, result.error);
    const { plan } = result;

    let leadId: number;
    if (input.lead_id !== undefined) {
      const [lead] = await tx
        .select({ companyId: leads.companyId })
        .from(leads)
        .where(eq(leads.id, input.lead_id));
      if (!lead || lead.companyId !== companyId) throw new HttpError(422, QUOTE_ERRORS.leadElsewhere);
      leadId = input.lead_id;
    } else {
      const contact = input.contact!;
      leadId = (
        await takeLead(
          tx,
          {
            companyId,
            contactName: contact.name,
            contactEmail: contact.email || null,
            contactPhone: contact.phone || null,
            origin: 'manual',
            source: 'Cotización',
            budget: null,
            interests: null,
            interestTypes: [property.propertyType],
            interestCities: property.city ? [property.city] : [],
            projectId: property.projectId,
            propertyId: property.id,
          },
          author,
          now
        )
      ).id;
    }

    const settings = await readSaleSettings(tx, companyId);
    const needsApproval =
      plan.discountPct > settings.member_max_discount_pct && !allows('quote.approve', grant);
    const [row] = await tx
      .insert(quotes)
      .values({
        companyId,
        propertyId: property.id,
        leadId,
        status: needsApproval ? 'pending_approval' : 'draft',
        listPrice: plan.listPrice,
        discountKind: input.discount_kind,
        discountValue: input.discount_value,
        discountAmount: plan.discountAmount,
        discountPct: plan.discountPct,
        finalPrice: plan.finalPrice,
        separationAmount: input.separation_amount,
        initialPct: input.initial_pct,
        initialTotal: plan.initialTotal,
        instalmentCount: input.instalment_count,
        instalmentDay: input.instalment_day,
        deliveryDate: input.delivery_date,
        financing: input.financing,
        subsidyAmount: input.subsidy_amount,
        balance: plan.balance,
        notes: input.notes || null,
        validUntil: addDays(issueDate, settings.quote_validity_days),
        publicToken: randomBytes(32).toString('base64url'),
        createdBy: author,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quotes.id });
    const quoteId = row!.id;
    await tx.insert(quoteInstalments).values(
      plan.rows.map((r, position) => ({
        quoteId,
        position,
        kind: r.kind,
        number: r.number,
        label: r.label,
        dueDate: r.dueDate,
        amount: r.amount,
      }))
    );
    const what = `Cotización #${quoteId} de ${property.name} por ${formatMoney(plan.finalPrice)}`;
    await quoteEvent(
      tx,
      { id: quoteId, leadId },
      needsApproval
        ? `${what}, con un descuento del ${plan.discountPct} % que espera aprobación.`
        : `${what} creada.`,
      author,
      now,
      true
    );
    return quoteId;
  });
  return readQuote(db, id);
}

/** The quote locked for a change, or 404. */
async function lockQuote(tx: Db, id: number) {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  if (!quote) throw notFound(QUOTE_ERRORS.notFound);
  return quote;
}

// A quote whose last valid day has passed is expired even before the sweep marks it.
const pastValidity = (validUntil: string, now: Date) => colombiaDay(now) > validUntil;

async function move(
  db: Db,
  id: number,
  step: (
    quote: typeof quotes.$inferSelect,
    tx: Db
  ) => Promise<{ to: QuoteStatus; said: string; extra?: object }>,
  author: Author,
  now: Date
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, id);
    const { to, said, extra } = await step(quote, tx);
    await tx
      .update(quotes)
      .set({ status: to, updatedAt: now, ...extra })
      .where(eq(quotes.id, id));
    await quoteEvent(
      tx,
      quote,
      `Cotización #${id}: ${said} (${QUOTE_STATUS_LABELS[quote.status]} → ${QUOTE_STATUS_LABELS[to]}).`,
      author,
      now,
      false
    );
  });
  return readQuote(db, id);
}

/**
 * An OWNER or ADMIN approves a discount above the cap (back to 'Borrador', ready to send) or rejects the quote with
 * the reason, which the quote keeps and the lead's history says.
 */
export const decideQuote = (db: Db, id: number, decision: QuoteApproval, author: Author, now: Date) =>
  move(
    db,
    id,
    async (quote) => {
      if (quote.status !== 'pending_approval') throw new HttpError(409, QUOTE_ERRORS.notPending);
      if (pastValidity(quote.validUntil, now)) throw new HttpError(422, QUOTE_ERRORS.expired);
      const extra = { decidedBy: author, decisionReason: decision.reason ?? null };
      return decision.decision === 'approve'
        ? { to: 'draft', said: 'descuento aprobado', extra }
        : { to: 'rejected', said: `descuento rechazado: ${decision.reason}`, extra };
    },
    author,
    now
  );

/**
 * The 'quote-sent' mail with the PDF attached, queued in the step's transaction, when the lead has an address.
 * Answers whether one was queued.
 */
async function mailQuote(tx: Db, id: number, sender: Author): Promise<boolean> {
  const quote = await readQuote(tx, id);
  const [facts] = await tx
    .select({ email: leads.contactEmail, company: companies.name })
    .from(leads)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .where(eq(leads.id, quote.lead_id));
  if (!facts?.email) return false;
  const [seller] = sender
    ? await tx.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.id, sender))
    : [];
  await sendMail(tx, {
    template: 'quote-sent',
    to: facts.email,
    companyId: quote.company_id,
    data: {
      companyName: facts.company,
      leadName: quote.lead_name ?? '',
      quoteNumber: `#${quote.id}`,
      projectName: quote.project_name ?? quote.property_name,
      unitName: quote.property_name,
      total: quote.final_price,
      validUntil: quote.valid_until,
      salespersonName: seller?.name || seller?.email || facts.company,
      salespersonEmail: seller?.email ?? null,
      salespersonPhone: null,
    },
    attachments: [
      {
        filename: `cotizacion-${quote.id}.pdf`,
        contentType: 'application/pdf',
        content: await quotePdf(tx, quote),
      },
    ],
  });
  return true;
}

/**
 * 'Enviar': the draft is offered to the buyer, whose link to the PDF starts working; a lead with an e-mail gets the
 * quote in PDF by mail, queued with the step (both or neither).
 *
 * `mail: false` is for the demo data, whose buyers are not real: the quote is sent without mailing anyone.
 */
export const sendQuote = (db: Db, id: number, author: Author, now: Date, { mail = true } = {}) =>
  move(
    db,
    id,
    async (quote, tx) => {
      if (quote.status !== 'draft') throw new HttpError(409, QUOTE_ERRORS.notDraft);
      if (pastValidity(quote.validUntil, now)) throw new HttpError(422, QUOTE_ERRORS.expired);
      const mailed = mail && (await mailQuote(tx, id, author));
      return { to: 'sent', said: mailed ? 'enviada al comprador por correo' : 'enviada al comprador' };
    },
    author,
    now
  );

/** The buyer accepted a sent quote within its validity; an expired one is refused with nothing written. */
export const acceptQuote = (db: Db, id: number, author: Author, now: Date) =>
  move(
    db,
    id,
    async (quote) => {
      if (quote.status === 'expired' || (quote.status === 'sent' && pastValidity(quote.validUntil, now)))
        throw new HttpError(422, QUOTE_ERRORS.expired);
      if (quote.status !== 'sent') throw new HttpError(409, QUOTE_ERRORS.notSent);
      return { to: 'accepted', said: 'aceptada por el comprador' };
    },
    author,
    now
  );

/** The buyer declined a sent quote, for the reason the seller writes down. */
export const declineQuote = (db: Db, id: number, reason: string, author: Author, now: Date) =>
  move(
    db,
    id,
    async (quote) => {
      if (quote.status !== 'sent') throw new HttpError(409, QUOTE_ERRORS.notSent);
      return {
        to: 'rejected',
        said: `rechazada por el comprador: ${reason}`,
        extra: { decisionReason: reason },
      };
    },
    author,
    now
  );

/**
 * Marks 'Vencida' every open quote whose last valid day (Colombian calendar) is before `now`'s, with an entry in its
 * lead's history; returns how many expired. Run by the job queue's sweep against the app clock.
 */
export async function expireQuotes(db: Db, now: Date): Promise<number> {
  const today = colombiaDay(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .update(quotes)
      .set({ status: 'expired', updatedAt: now })
      .where(and(inArray(quotes.status, [...OPEN_QUOTE_STATUSES]), lt(quotes.validUntil, today)))
      .returning({ id: quotes.id, leadId: quotes.leadId, validUntil: quotes.validUntil });
    for (const quote of due)
      await recordLeadEvent(tx, {
        leadId: quote.leadId,
        quoteId: quote.id,
        type: 'quote',
        description: `Cotización #${quote.id} vencida: su vigencia terminó el ${quote.validUntil}.`,
        createdBy: null,
        createdAt: now,
      });
    return due.length;
  });
}

/** The quote a buyer's link names, while it is offered or accepted and within its validity; otherwise 404. */
export async function readPublicQuote(db: Db, token: string, now: Date): Promise<Quote> {
  const [row] = await selectQuotes(db).where(eq(quotes.publicToken, token));
  const status = row?.quote.status;
  if (
    !row ||
    !status ||
    !hasPublicLink(status) ||
    (status === 'sent' && pastValidity(row.quote.validUntil, now))
  )
    throw notFound('El enlace de la cotización no existe o ya venció.');
  return toQuote(db, row);
}
