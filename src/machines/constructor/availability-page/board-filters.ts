import { BoardQuerySchema, type BoardQuery } from '#domain/availability';

/** The board's filters as the form holds them: text, '' for "any". */
export type BoardFilters = { model: string; bedrooms: string; minPrice: string; maxPrice: string };

export const NO_FILTERS: BoardFilters = { model: '', bedrooms: '', minPrice: '', maxPrice: '' };

/** The query the filters ask for, or the Spanish reason they cannot (the server's own schema decides). */
export function boardQuery(filters: BoardFilters): { query: BoardQuery } | { error: string } {
  const present = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const parsed = BoardQuerySchema.safeParse({
    model_id: present(filters.model),
    bedrooms: present(filters.bedrooms),
    min_price: present(filters.minPrice),
    max_price: present(filters.maxPrice),
  });
  return parsed.success
    ? { query: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Filtro no válido' };
}
