import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SALE_SETTINGS, type SaleSettings, type SaleSettingsUpdate } from '#domain/sale-settings';
import type { Db } from '#server/db/client';
import { companySaleSettings } from '#server/db/schema';
import { staleVersion } from '#server/lib/http-error';

/** A company's sale settings; a company that never saved them has the defaults, at version 1. */
export async function readSaleSettings(db: Db, companyId: number): Promise<SaleSettings> {
  const [row] = await db
    .select()
    .from(companySaleSettings)
    .where(eq(companySaleSettings.companyId, companyId));
  if (!row) return { company_id: companyId, ...DEFAULT_SALE_SETTINGS, version: 1 };
  return {
    company_id: companyId,
    quote_validity_days: row.quoteValidityDays,
    member_max_discount_pct: row.memberMaxDiscountPct,
    reservation_days: row.reservationDays,
    version: row.version,
  };
}

/**
 * Saves the settings the 'Ventas' form sent, if they were read at the stored version (the defaults count as version
 * 1); another person's newer save is refused with the settings as they are now.
 */
export async function updateSaleSettings(
  db: Db,
  companyId: number,
  update: SaleSettingsUpdate
): Promise<SaleSettings> {
  await db.transaction(async (tx) => {
    // The first save inserts the row; every save then holds its lock, so the version check and the write are one.
    await tx.insert(companySaleSettings).values({ companyId }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(companySaleSettings)
      .where(eq(companySaleSettings.companyId, companyId))
      .for('update');
    if (current!.version !== update.version) throw staleVersion(await readSaleSettings(tx, companyId));
    await tx
      .update(companySaleSettings)
      .set({
        quoteValidityDays: update.quote_validity_days,
        memberMaxDiscountPct: update.member_max_discount_pct,
        reservationDays: update.reservation_days,
        version: sql`${companySaleSettings.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(companySaleSettings.companyId, companyId));
  });
  return readSaleSettings(db, companyId);
}
