import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { documentTypes, leads, properties, reservations, saleInstalments, sales } from '#server/db/schema';

/** A unit of a company, AVAILABLE (or the given status) at 450 M COP; returns its id. */
export async function addUnit(
  db: Db,
  companyId: number,
  name: string,
  status: 'AVAILABLE' | 'RESERVED' | 'SOLD' | 'RENTED' | 'BLOCKED' = 'AVAILABLE',
  projectId: number | null = null
) {
  const [row] = await db
    .insert(properties)
    .values({ companyId, projectId, name, status, propertyType: 'apartment', price: 450_000_000 })
    .returning({ id: properties.id });
  return row!.id;
}

/** A lead of a company; returns its id. */
export async function addBuyerLead(db: Db, companyId: number, name = 'Lucía Fernández') {
  const [row] = await db.insert(leads).values({ companyId, contactName: name }).returning({ id: leads.id });
  return row!.id;
}

/** An active separación of a new unit, written directly (the unit RESERVED); returns its id. */
export async function addReservation(db: Db, companyId: number, name: string) {
  const propertyId = await addUnit(db, companyId, name, 'RESERVED');
  const leadId = await addBuyerLead(db, companyId);
  const [row] = await db
    .insert(reservations)
    .values({
      companyId,
      propertyId,
      leadId,
      deposit: 5_000_000,
      depositMethod: 'transfer',
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: reservations.id });
  return row!.id;
}

/** A standing sale of a new SOLD unit with one unpaid instalment; returns the sale and instalment ids. */
export async function addSale(db: Db, companyId: number, name: string) {
  const propertyId = await addUnit(db, companyId, name, 'SOLD');
  const [sale] = await db
    .insert(sales)
    .values({
      companyId,
      propertyId,
      buyerName: 'Jorge Pérez',
      buyerDocumentNumber: '1020304050',
      price: 450_000_000,
      soldAt: new Date(),
    })
    .returning({ id: sales.id });
  const [instalment] = await db
    .insert(saleInstalments)
    .values({ saleId: sale!.id, number: 1, label: 'Saldo', dueOn: '2030-01-15', amount: 445_000_000 })
    .returning({ id: saleInstalments.id });
  return { saleId: sale!.id, instalmentId: instalment!.id };
}

/** The id of a country's document type by its code ('CC' in Colombia). */
export async function documentTypeId(db: Db, country: string, code: string) {
  const [row] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.countryCode, country), eq(documentTypes.documentCode, code)));
  return row!.id;
}

/** A buyer as the 'Vender' form sends them. */
export const buyer = (documentTypeIdValue: number, overrides: Record<string, unknown> = {}) => ({
  buyer_name: 'Jorge Pérez',
  buyer_document_type_id: documentTypeIdValue,
  buyer_document_number: '1020304050',
  buyer_email: 'jorge.perez@example.com',
  buyer_phone: '+57 300 123 4567',
  ...overrides,
});
