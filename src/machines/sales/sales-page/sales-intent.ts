import type { SeparationSource } from '#machines/sales/separation/separation.types';

const id = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * What the sales page was opened for, from its query: `quote_id` (a quote's 'Separar') or `unit_id` (the board's
 * 'Separar' or 'Vender'); anything else opens the plain page.
 */
export function intentOf(search: string): SeparationSource | null {
  const params = new URLSearchParams(search);
  const quoteId = id(params.get('quote_id'));
  if (quoteId) return { kind: 'quote', quoteId };
  const unitId = id(params.get('unit_id'));
  return unitId ? { kind: 'unit', unitId } : null;
}
