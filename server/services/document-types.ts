import { asc, eq } from 'drizzle-orm';
import type { DocumentType } from '#domain/countries';
import type { Db } from '#server/db/client';
import { documentTypes } from '#server/db/schema';

/** The identity documents a company of `countryCode` can register with, in catalogue order. */
export async function listDocumentTypes(db: Db, countryCode: string): Promise<DocumentType[]> {
  const rows = await db
    .select()
    .from(documentTypes)
    .where(eq(documentTypes.countryCode, countryCode))
    .orderBy(asc(documentTypes.id));
  return rows.map((row) => ({
    id: row.id,
    document_code: row.documentCode,
    document_name: row.documentName,
  }));
}
