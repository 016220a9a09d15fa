import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { colombiaDay } from '#domain/business-calendar';
import {
  addMoney,
  SALES_ERRORS,
  type Cartera,
  type CarteraFigures,
  type PaymentCreate,
  type SaleCreate,
  type SaleDetail,
  type SaleRow,
  type SalesExportQuery,
  type SalesQuery,
} from '#domain/sales';
import type { Db } from '#server/db/client';
import {
  companies,
  documentTypes,
  projects,
  properties,
  quotes,
  reservations,
  saleInstalments,
  salePayments,
  sales,
} from '#server/db/schema';
import { conflict, HttpError, notFound } from '#server/lib/http-error';
import type { Author } from './activities';
import { getQuotePlan } from './quotes';
import { lockActiveReservation, moveLead, setUnitStatus } from './reservations';
import { logSale } from './unit-sales';

export const SALE_NOT_FOUND = 'Venta no encontrada.';
const DAY_MS = 24 * 60 * 60 * 1000;
const ZERO: CarteraFigures = { due: 0, paid: 0, outstanding: 0, overdue: 0 };

/** The company of a sale (404 'Venta no encontrada.'). */
export async function findSaleCompany(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ companyId: sales.companyId }).from(sales).where(eq(sales.id, id));
  if (!row) throw notFound(SALE_NOT_FOUND);
  return row.companyId;
}

const SEPARATION_LABEL = 'Separación';
type PlannedInstalment = { label: string; dueOn: string; amount: number };
const sum = (plan: PlannedInstalment[]) => plan.reduce((total, i) => addMoney(total, i.amount), 0);

/**
 * What the buyer will owe. A separación that came from an accepted quote takes the quote's plan, row by row (the
 * separación on the day the unit was held, the instalments on their days, the subsidy and the balance on the day
 * given or, without one, the quote's delivery date), so the sale's price is the quote's price after discount.
 * Without a quote: the separación paid with the deposit and the rest of the unit's price on the day given.
 */
async function instalmentPlan(
  tx: Db,
  r: typeof reservations.$inferSelect,
  unitPrice: number,
  balance: { given: string | undefined; fallback: string }
): Promise<PlannedInstalment[]> {
  const held = colombiaDay(r.createdAt);
  const [quote] =
    r.quoteId === null
      ? []
      : await tx.select({ deliveryDate: quotes.deliveryDate }).from(quotes).where(eq(quotes.id, r.quoteId));
  if (quote) {
    const rows = await getQuotePlan(tx, r.quoteId!);
    return rows
      .map((row) => ({
        label: row.kind === 'separation' ? SEPARATION_LABEL : row.label,
        dueOn: row.kind === 'separation' ? held : (row.due_date ?? balance.given ?? quote.deliveryDate),
        amount: row.amount,
      }))
      .filter((i) => i.amount > 0);
  }
  const deposit = r.deposit ?? 0;
  return [
    ...(deposit > 0 ? [{ label: SEPARATION_LABEL, dueOn: held, amount: deposit }] : []),
    { label: 'Saldo', dueOn: balance.given ?? balance.fallback, amount: addMoney(unitPrice, -deposit) },
  ].filter((i) => i.amount > 0);
}

/**
 * 'Vender': turns an active separación into the sale to the buyer on record. The unit becomes SOLD (the signed
 * contract enters the activity log), the lead 'Cerrado ganado', and the plan becomes the buyer's instalments: the
 * separación, already paid with the deposit, and the balance on the day given (30 days after the sale without one).
 */
export async function createSale(
  db: Db,
  reservationId: number,
  input: SaleCreate,
  author: Author,
  now: Date
): Promise<SaleDetail> {
  const saleId = await db.transaction(async (tx) => {
    const r = await lockActiveReservation(tx, reservationId);
    const [unit] = await tx.select().from(properties).where(eq(properties.id, r.propertyId)).for('update');
    if (!unit) throw notFound(SALE_NOT_FOUND);
    if (unit.price === null || unit.price <= 0)
      throw conflict('La unidad no tiene precio: fíjalo antes de venderla.');
    const [document] = await tx
      .select({ country: documentTypes.countryCode, company: companies.countryCode })
      .from(documentTypes)
      .innerJoin(companies, eq(companies.id, r.companyId))
      .where(eq(documentTypes.id, input.buyer_document_type_id));
    if (!document || document.country !== document.company)
      throw new HttpError(422, SALES_ERRORS.documentTypeOfOtherCountry);
    const today = colombiaDay(now);
    const balanceDue = input.balance_due_on ?? colombiaDay(new Date(now.getTime() + 30 * DAY_MS));
    if (balanceDue < today) throw new HttpError(422, SALES_ERRORS.balanceBeforeToday);
    const plan = await instalmentPlan(tx, r, unit.price, {
      given: input.balance_due_on,
      fallback: balanceDue,
    });
    const [sale] = await tx
      .insert(sales)
      .values({
        companyId: r.companyId,
        propertyId: unit.id,
        reservationId: r.id,
        leadId: r.leadId,
        quoteId: r.quoteId,
        buyerName: input.buyer_name,
        buyerDocumentTypeId: input.buyer_document_type_id,
        buyerDocumentNumber: input.buyer_document_number,
        buyerEmail: input.buyer_email,
        buyerPhone: input.buyer_phone.trim(),
        price: sum(plan),
        currency: unit.currency,
        soldAt: now,
        createdBy: author,
      })
      .returning({ id: sales.id });
    const instalments = await tx
      .insert(saleInstalments)
      .values(plan.map((i, index) => ({ ...i, saleId: sale!.id, number: index + 1 })))
      .returning();
    // The deposit was received when the unit was separated: it pays the separación instalment (up to its amount).
    const separacion = instalments.find((i) => i.label === SEPARATION_LABEL);
    if (separacion && r.depositMethod && r.deposit) {
      await tx.insert(salePayments).values({
        saleId: sale!.id,
        instalmentId: separacion.id,
        paidOn: colombiaDay(r.createdAt),
        amount: Math.min(r.deposit, separacion.amount),
        method: r.depositMethod,
        note: 'Valor de la separación',
        createdBy: author,
      });
    }
    await tx
      .update(reservations)
      .set({ status: 'converted', closedAt: now })
      .where(eq(reservations.id, r.id));
    await setUnitStatus(tx, unit, 'SOLD', { soldAt: now });
    await logSale(tx, unit.status, { ...unit, status: 'SOLD' }, author);
    await moveLead(tx, r.leadId, 'won', 'sale', `Compró ${unit.name}.`, author);
    return sale!.id;
  });
  return saleDetail(db, saleId, now);
}

/**
 * Records a payment against one instalment of a standing sale. A payment above what the instalment still owes is
 * refused (422) and nothing is written.
 */
export async function recordPayment(
  db: Db,
  saleId: number,
  input: PaymentCreate,
  author: Author,
  now: Date
): Promise<SaleDetail> {
  await db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
    if (!sale) throw notFound(SALE_NOT_FOUND);
    if (sale.cancelledAt !== null) throw conflict('La venta fue anulada: no admite pagos.');
    const [instalment] = await tx
      .select()
      .from(saleInstalments)
      .where(and(eq(saleInstalments.id, input.instalment_id), eq(saleInstalments.saleId, saleId)));
    if (!instalment) throw new HttpError(422, SALES_ERRORS.instalmentOfOtherSale);
    if (input.paid_on > colombiaDay(now)) throw new HttpError(422, SALES_ERRORS.paymentAfterToday);
    const [{ paid } = { paid: 0 }] = await tx
      .select({ paid: sql<string>`coalesce(sum(${salePayments.amount}), 0)`.mapWith(Number) })
      .from(salePayments)
      .where(eq(salePayments.instalmentId, instalment.id));
    const owed = addMoney(instalment.amount, -paid);
    if (input.amount > owed)
      throw new HttpError(
        422,
        owed <= 0
          ? SALES_ERRORS.instalmentPaid
          : `${SALES_ERRORS.paymentAboveOwed} (${owed.toLocaleString('es-CO')}).`
      );
    await tx.insert(salePayments).values({
      saleId,
      instalmentId: instalment.id,
      paidOn: input.paid_on,
      amount: input.amount,
      method: input.method,
      note: input.note || null,
      createdBy: author,
    });
  });
  return saleDetail(db, saleId, now);
}

/** Each instalment of the given sales with what was paid of it. */
const instalmentsPaid = (where: SQL | undefined) =>
  sql`select i.id, i.sale_id, i.number, i.label, i.due_on, i.due_on::text as due_text, i.amount,
        coalesce((select sum(p.amount) from ${salePayments} p where p.instalment_id = i.id), 0) as paid
      from ${saleInstalments} i join ${sales} s on s.id = i.sale_id
      join ${properties} u on u.id = s.property_id
      where s.cancelled_at is null and ${where ?? sql`true`}`;

type FiguresRow = { key: number | null; due: string; paid: string; overdue: string };

/** Due, paid, outstanding and overdue (what is unpaid past its day) of the instalments, grouped by `key`. */
async function figuresBy(db: Db, key: SQL, where: SQL, today: string) {
  const { rows } = await db.execute<FiguresRow>(sql`
    select ${key} as key, coalesce(sum(x.amount), 0) as due, coalesce(sum(x.paid), 0) as paid,
      coalesce(sum(case when x.due_on < ${today} then greatest(x.amount - x.paid, 0) else 0 end), 0) as overdue
    from (${instalmentsPaid(where)}) x join ${sales} s on s.id = x.sale_id join ${properties} u on u.id = s.property_id
    group by 1`);
  return new Map(
    rows.map((r) => {
      const due = Number(r.due);
      const paid = Number(r.paid);
      const figures = { due, paid, outstanding: addMoney(due, -paid), overdue: Number(r.overdue) };
      return [r.key === null ? null : Number(r.key), figures] as const;
    })
  );
}

const salesWhere = (companyId: number, projectId?: number) =>
  and(
    eq(sales.companyId, companyId),
    isNull(sales.cancelledAt),
    projectId === undefined ? undefined : eq(properties.projectId, projectId)
  )!;

const filterSql = (companyId: number, projectId?: number) =>
  projectId === undefined
    ? sql`s.company_id = ${companyId}`
    : sql`s.company_id = ${companyId} and u.project_id = ${projectId}`;

const rowSelection = {
  sale: sales,
  propertyName: properties.name,
  projectId: properties.projectId,
  projectName: projects.name,
};
type Joined = {
  sale: typeof sales.$inferSelect;
  propertyName: string;
  projectId: number | null;
  projectName: string | null;
};

const joinedSales = (db: Db) =>
  db
    .select(rowSelection)
    .from(sales)
    .innerJoin(properties, eq(properties.id, sales.propertyId))
    .leftJoin(projects, eq(projects.id, properties.projectId));

async function toRows(db: Db, joined: Joined[], today: string): Promise<SaleRow[]> {
  if (joined.length === 0) return [];
  const ids = joined.map((j) => j.sale.id);
  const figures = await figuresBy(db, sql`x.sale_id`, sql`i.sale_id in (${sql.join(ids, sql`, `)})`, today);
  const next = await db
    .select({ saleId: saleInstalments.saleId, dueOn: sql<string>`min(${saleInstalments.dueOn})` })
    .from(saleInstalments)
    .where(
      and(
        inArray(saleInstalments.saleId, ids),
        sql`${saleInstalments.amount} > coalesce((select sum(p.amount) from ${salePayments} p where p.instalment_id = ${saleInstalments.id}), 0)`
      )
    )
    .groupBy(saleInstalments.saleId);
  const nextBySale = new Map(next.map((n) => [n.saleId, n.dueOn]));
  return joined.map(({ sale, ...j }) => ({
    id: sale.id,
    property_id: sale.propertyId,
    property_name: j.propertyName,
    project_id: j.projectId,
    project_name: j.projectName,
    buyer_name: sale.buyerName,
    price: sale.price,
    currency: sale.currency,
    sold_at: sale.soldAt.toISOString(),
    figures: figures.get(sale.id) ?? ZERO,
    next_due_on: nextBySale.get(sale.id) ?? null,
  }));
}

/** Cartera: a page of the standing sales, newest first, with the company's and each project's figures. */
export async function cartera(db: Db, query: SalesQuery, now: Date): Promise<Cartera> {
  const today = colombiaDay(now);
  const where = salesWhere(query.company_id, query.project_id);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(sales)
    .innerJoin(properties, eq(properties.id, sales.propertyId))
    .where(where);
  const totalPages = Math.max(1, Math.ceil(n / query.limit));
  const page = Math.min(query.page, totalPages);
  const joined = await joinedSales(db)
    .where(where)
    .orderBy(desc(sales.soldAt), desc(sales.id))
    .limit(query.limit)
    .offset((page - 1) * query.limit);
  const filter = filterSql(query.company_id, query.project_id);
  const [country] = await db
    .select({ code: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, query.company_id));
  const [company, byProject, projectNames] = await Promise.all([
    figuresBy(db, sql`s.company_id`, filter, today),
    figuresBy(db, sql`u.project_id`, filter, today),
    db
      .selectDistinct({ id: projects.id, name: projects.name })
      .from(sales)
      .innerJoin(properties, eq(properties.id, sales.propertyId))
      .innerJoin(projects, eq(projects.id, properties.projectId))
      .where(where)
      .orderBy(asc(projects.name)),
  ]);
  return {
    company: company.get(query.company_id) ?? ZERO,
    country_code: country?.code ?? 'CO',
    projects: projectNames.map((p) => ({
      project_id: p.id,
      project_name: p.name,
      figures: byProject.get(p.id) ?? ZERO,
    })),
    items: await toRows(db, joined, today),
    page,
    total_pages: totalPages,
    total_items: n,
  };
}

/** Every standing sale under the filter, newest first (the CSV export). */
export async function salesForExport(db: Db, query: SalesExportQuery, now: Date): Promise<SaleRow[]> {
  const joined = await joinedSales(db)
    .where(salesWhere(query.company_id, query.project_id))
    .orderBy(desc(sales.soldAt), desc(sales.id));
  return toRows(db, joined, colombiaDay(now));
}

/** A sale with its buyer, instalments (what each owes, whether overdue) and payments. */
export async function saleDetail(db: Db, id: number, now: Date): Promise<SaleDetail> {
  const today = colombiaDay(now);
  const [joined] = await joinedSales(db).where(eq(sales.id, id));
  if (!joined) throw notFound(SALE_NOT_FOUND);
  const [row] = await toRows(db, [joined], today);
  const sale = joined.sale;
  const [document] =
    sale.buyerDocumentTypeId === null
      ? []
      : await db
          .select({ code: documentTypes.documentCode })
          .from(documentTypes)
          .where(eq(documentTypes.id, sale.buyerDocumentTypeId));
  const { rows: instalments } = await db.execute<{
    id: number;
    number: number;
    label: string;
    due_text: string;
    amount: string;
    paid: string;
  }>(sql`${instalmentsPaid(sql`i.sale_id = ${id}`)} order by i.number`);
  const payments = await db
    .select()
    .from(salePayments)
    .where(eq(salePayments.saleId, id))
    .orderBy(asc(salePayments.paidOn), asc(salePayments.id));
  return {
    ...row!,
    company_id: sale.companyId,
    reservation_id: sale.reservationId,
    lead_id: sale.leadId,
    quote_id: sale.quoteId,
    buyer_document_type: document?.code ?? null,
    buyer_document_number: sale.buyerDocumentNumber,
    buyer_email: sale.buyerEmail,
    buyer_phone: sale.buyerPhone,
    instalments: instalments.map((i) => {
      const amount = Number(i.amount);
      const paid = Number(i.paid);
      const dueOn = i.due_text;
      return {
        id: Number(i.id),
        number: Number(i.number),
        label: i.label,
        due_on: dueOn,
        amount,
        paid,
        overdue: dueOn < today && paid < amount,
      };
    }),
    payments: payments.map((p) => ({
      id: p.id,
      instalment_id: p.instalmentId,
      paid_on: p.paidOn,
      amount: p.amount,
      method: p.method,
      note: p.note,
    })),
  };
}
