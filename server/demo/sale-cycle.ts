import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { colombiaDay } from '#domain/business-calendar';
import type { Db } from '#server/db/client';
import { companies, companyMembers, documentTypes, leads, projects, properties } from '#server/db/schema';
import { daysAfter, daysBefore } from '#server/demo/dates';
import { acceptQuote, createQuote, sendQuote } from '#server/services/quotes';
import { createReservation } from '#server/services/reservations';
import { createSale, recordPayment } from '#server/services/sales';

// The demo's sale cycle, run through the services a salesperson's clicks run, at past instants, so Cartera and the
// funnel have something to show on a fresh start: per company, a sale from a quote up to three months old with the
// instalments that fell due paid but the last, which is overdue, a separación in force from an accepted quote, a quote waiting for the buyer, and
// a sale without quote whose balance was partly paid today. No random numbers are drawn: every other demo row stays
// as it was, and the same `now` gives the same rows.

const OWNER_GRANT = { role: 'OWNER' as const, permissions: [] };
/**
 * A lead is quoted once its history settled (the demo moves it on six days after it arrived); the leads used arrived
 * at least this long ago, and the oldest sale's quote is at least `MIN_OLDEST_DAYS` old so some instalment is overdue.
 */
const SETTLED_DAYS = 8;
const SETTLED_BEFORE_DAYS = 20 + SETTLED_DAYS;
const MIN_OLDEST_DAYS = 40;
const DAY_MS = 86_400_000;

// The services date their log entries (activity feed, lead history, unit status history) by the database's clock;
// a demo step that happened in the past dates them at its own instant afterwards.
const LOGS = ['project_activities', 'lead_events', 'property_status_events'] as const;

async function dated<T>(tx: Db, at: Date, step: () => Promise<T>): Promise<T> {
  const before = new Map<string, number>();
  for (const table of LOGS) {
    const { rows } = await tx.execute<{ n: number }>(
      sql`select coalesce(max(id), 0)::int as n from ${sql.identifier(table)}`
    );
    before.set(table, rows[0]?.n ?? 0);
  }
  const result = await step();
  for (const table of LOGS)
    await tx.execute(
      sql`update ${sql.identifier(table)} set created_at = ${at} where id > ${before.get(table)!}`
    );
  return result;
}

/** The plan a seller offers: 30 % initial in 12 monthly instalments on the 10th, the rest by mortgage. */
const offer = (unitId: number, leadId: number, now: Date) => ({
  property_id: unitId,
  lead_id: leadId,
  discount_kind: 'pct' as const,
  discount_value: 0,
  subsidy_amount: 0,
  separation_amount: 5_000_000,
  initial_pct: 30,
  instalment_count: 12,
  instalment_day: 10,
  delivery_date: colombiaDay(daysAfter(now, 730)),
  financing: 'mortgage' as const,
});

const buyerOf = (lead: typeof leads.$inferSelect, documentTypeId: number, n: number) => ({
  buyer_name: lead.contactName ?? `Comprador ${n}`,
  buyer_document_type_id: documentTypeId,
  buyer_document_number: String(1_020_304_050 + lead.id),
  buyer_email: lead.contactEmail ?? `comprador${lead.id}@example.com`,
  buyer_phone: lead.contactPhone ?? '+57 300 123 4567',
});

/** Writes each company's sale cycle; a company without four leads in follow-up and four priced units is left as it is. */
export async function insertSaleCycle(tx: Db, now: Date): Promise<void> {
  const rows = await tx
    .select({ id: companies.id, country: companies.countryCode })
    .from(companies)
    .orderBy(asc(companies.id));
  for (const company of rows) await companyCycle(tx, company, now);
}

async function companyCycle(tx: Db, company: { id: number; country: string }, now: Date): Promise<void> {
  const [owner] = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.role, 'OWNER')))
    .orderBy(asc(companyMembers.userId))
    .limit(1);
  const [document] = await tx
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(eq(documentTypes.countryCode, company.country))
    .orderBy(asc(documentTypes.id))
    .limit(1);
  const buyers = await tx
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.companyId, company.id),
        inArray(leads.status, ['contacted', 'qualified']),
        lte(leads.createdAt, daysBefore(now, SETTLED_BEFORE_DAYS))
      )
    )
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(4);
  const units = await tx
    .select()
    .from(properties)
    .innerJoin(projects, eq(projects.id, properties.projectId))
    .where(
      and(
        eq(properties.companyId, company.id),
        eq(properties.status, 'AVAILABLE'),
        eq(projects.status, 'ACTIVE'),
        isNotNull(properties.price),
        lte(properties.createdAt, daysBefore(now, 100)),
        gt(properties.price, 100_000_000)
      )
    )
    .orderBy(asc(properties.id))
    .limit(4);
  if (!owner || !document || buyers.length < 4 || units.length < 4) return;
  const oldest = Math.min(
    90,
    Math.floor((now.getTime() - buyers[0]!.createdAt.getTime()) / DAY_MS) - SETTLED_DAYS
  );
  if (oldest < MIN_OLDEST_DAYS) return;
  const author = owner.userId;
  const unit = (i: number) => units[i]!.properties;
  const at = (days: number) => daysBefore(now, days);

  // 1. Quoted three months ago, accepted, separated and sold: the quote's plan is the buyer's instalments.
  const first = await dated(tx, at(oldest), () =>
    createQuote(tx, company.id, offer(unit(0).id, buyers[0]!.id, at(oldest)), OWNER_GRANT, author, at(oldest))
  );
  await dated(tx, at(oldest), () => sendQuote(tx, first.id, author, at(oldest), { mail: false }));
  await dated(tx, at(oldest - 2), () => acceptQuote(tx, first.id, author, at(oldest - 2)));
  const held = await dated(tx, at(oldest - 4), () =>
    createReservation(
      tx,
      unit(0),
      {
        property_id: unit(0).id,
        lead_id: buyers[0]!.id,
        quote_id: first.id,
        deposit: 5_000_000,
        deposit_method: 'transfer',
      },
      author,
      at(oldest - 4)
    )
  );
  const sale = await dated(tx, at(oldest - 10), () =>
    createSale(tx, held.id, buyerOf(buyers[0]!, document.id, 1), author, at(oldest - 10))
  );
  // The monthly instalments that fell due were paid on their day, at most two, but the last of them: overdue. Which
  // of them fell due depends on the day of the month the quote was made (the plan starts the month after it).
  const today = colombiaDay(now);
  const fellDue = sale.instalments.filter((i) => i.label !== 'Separación' && i.due_on < today);
  for (const instalment of fellDue.slice(0, Math.min(2, fellDue.length - 1)))
    await recordPayment(
      tx,
      sale.id,
      {
        instalment_id: instalment.id,
        paid_on: instalment.due_on,
        amount: instalment.amount,
        method: 'transfer',
      },
      author,
      now
    );

  // 2. Quoted and accepted this week, separated yesterday: a separación in force.
  const second = await dated(tx, at(4), () =>
    createQuote(tx, company.id, offer(unit(1).id, buyers[1]!.id, at(4)), OWNER_GRANT, author, at(4))
  );
  await dated(tx, at(4), () => sendQuote(tx, second.id, author, at(4), { mail: false }));
  await dated(tx, at(2), () => acceptQuote(tx, second.id, author, at(2)));
  const [unit1] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, unit(1).id));
  await dated(tx, at(1), () =>
    createReservation(
      tx,
      unit1!,
      {
        property_id: unit(1).id,
        lead_id: buyers[1]!.id,
        quote_id: second.id,
        deposit: 5_000_000,
        deposit_method: 'deposit',
      },
      author,
      at(1)
    )
  );

  // 3. A quote sent yesterday, waiting for the buyer.
  const third = await dated(tx, at(1), () =>
    createQuote(tx, company.id, offer(unit(2).id, buyers[2]!.id, at(1)), OWNER_GRANT, author, at(1))
  );
  await dated(tx, at(1), () => sendQuote(tx, third.id, author, at(1), { mail: false }));

  // 4. Separated without a quote and sold; part of the balance came in today.
  const [unit3] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, unit(3).id));
  const direct = await dated(tx, at(20), () =>
    createReservation(
      tx,
      unit3!,
      { property_id: unit(3).id, lead_id: buyers[3]!.id, deposit: 10_000_000, deposit_method: 'transfer' },
      author,
      at(20)
    )
  );
  const directSale = await dated(tx, at(18), () =>
    createSale(tx, direct.id, buyerOf(buyers[3]!, document.id, 4), author, at(18))
  );
  const balance = directSale.instalments.find((i) => i.label === 'Saldo')!;
  await recordPayment(
    tx,
    directSale.id,
    {
      instalment_id: balance.id,
      paid_on: colombiaDay(now),
      amount: 20_000_000,
      method: 'transfer',
      note: 'Abono',
    },
    author,
    now
  );
}
