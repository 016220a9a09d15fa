import { COMPARISON_ROWS, type ChatLanguage, type Comparison, type ComparisonRowKey } from '#domain/chat';
import type { Db } from '#server/db/client';
import type { InventorySnapshot } from './inventory';
import { formatCount, formatPercent, pesos } from './replies';
import { countEn, percentOf, pesosUsd } from './replies-en';
import { analyzeListing, asPercent, rentBasis } from './returns';
import { findPublicListing, type CandidateRow } from './search';
import { MOST_COMPARED, type Financing } from './understand';

/** The reply to 'compara la 1 y la 3': its markdown and the side-by-side figures the chat draws as a table. */
export type ComparisonReply = { content: string; comparison: Comparison | null };

const WHICH_TEXT: Record<ChatLanguage, string> = {
  es: '## ¿Cuáles comparo?\nDime dos o tres opciones de los resultados, por ejemplo **compara la 1 y la 3**, o marca **Comparar** en dos o tres tarjetas.',
  en: '## Which ones should I compare?\nTell me two or three options of the results, for example **compare 1 and 3**, or tick **Compare** on two or three cards.',
};
const NO_RESULTS_TEXT: Record<ChatLanguage, string> = {
  es: '## No tengo resultados que comparar\nBusca primero, por ejemplo **apartamentos en Medellín**, y luego pide **compara la 1 y la 2**.',
  en: '## I have no results to compare\nSearch first, for example **apartments in Medellín**, and then ask **compare 1 and 2**.',
};

/** The rows' names in English (the Spanish ones are in the domain's COMPARISON_ROWS). */
const ROW_LABELS_EN: Record<ComparisonRowKey, string> = {
  price: 'Price',
  area: 'Area',
  price_per_m2: 'Price per m²',
  bedrooms: 'Bedrooms',
  estimated_rent: 'Estimated monthly rent',
  annual_costs: 'Annual costs',
  noi: 'NOI',
  cap_rate: 'Cap rate',
  roi: 'ROI',
  irr_10y: '10-year IRR',
};

const titleOf = (row: CandidateRow) =>
  row.projectName && !row.name.includes(row.projectName) ? `${row.name} · ${row.projectName}` : row.name;

/** The figures of one listing for each row of the comparison, from the same analysis the financial reply runs. */
async function figuresOf(
  db: Db,
  snapshot: InventorySnapshot,
  row: CandidateRow,
  financing: Financing | null
): Promise<Record<ComparisonRowKey, number | null>> {
  const priced = row.price !== null && row.price > 0;
  const a = priced ? analyzeListing(row, await rentBasis(db, snapshot, row), financing) : null;
  return {
    price: row.price,
    area: row.area,
    price_per_m2: priced && row.area ? Math.round((row.price as number) / row.area) : null,
    bedrooms: row.bedrooms,
    estimated_rent: a?.monthlyRent ?? null,
    annual_costs: a?.costs.total ?? null,
    noi: a?.noi ?? null,
    cap_rate: a ? asPercent(a.capRate) : null,
    roi: a ? asPercent(a.roi) : null,
    irr_10y: a?.irr != null ? asPercent(a.irr) : null,
  };
}

/** Indexes of the better value of a row; none when fewer than two values differ. */
function bestOf(values: readonly (number | null)[], better: 'higher' | 'lower'): number[] {
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2 || new Set(known).size === 1) return [];
  const target = better === 'higher' ? Math.max(...known) : Math.min(...known);
  return values.flatMap((v, i) => (v === target ? [i] : []));
}

const written = (key: ComparisonRowKey, value: number, lang: ChatLanguage) => {
  const unit = COMPARISON_ROWS.find((r) => r.key === key)?.unit;
  if (unit === 'money') return lang === 'en' ? pesosUsd(value) : pesos(value);
  if (unit === 'percent') return lang === 'en' ? percentOf(value / 100) : formatPercent(value / 100);
  if (unit === 'area') return `${lang === 'en' ? countEn(value) : formatCount(value)} m²`;
  return formatCount(value);
};

/**
 * Puts two or three listings side by side: price, area, price per m², bedrooms and the figures of their financial
 * analyses (with the visitor's financing), the better figure of each row marked.
 */
export async function compareListings(
  db: Db,
  snapshot: InventorySnapshot,
  ids: readonly number[],
  financing: Financing | null,
  asked: { askedFor: number; resultsShown: number; lang: ChatLanguage }
): Promise<ComparisonReply> {
  const lang = asked.lang;
  const en = lang === 'en';
  if (ids.length === 0 && asked.askedFor > 0 && asked.resultsShown === 0)
    return { content: NO_RESULTS_TEXT[lang], comparison: null };
  const rows = (await Promise.all(ids.slice(0, MOST_COMPARED).map((id) => findPublicListing(db, id)))).filter(
    (r): r is CandidateRow => r !== null
  );
  if (rows.length < 2) return { content: WHICH_TEXT[lang], comparison: null };
  const figures: Record<ComparisonRowKey, number | null>[] = [];
  for (const row of rows) figures.push(await figuresOf(db, snapshot, row, financing));
  const comparison: Comparison = {
    properties: rows.map((r) => ({ id: r.id, title: titleOf(r) })),
    rows: COMPARISON_ROWS.map((r) => {
      const values = figures.map((f) => f[r.key]);
      return {
        key: r.key,
        label: en ? ROW_LABELS_EN[r.key] : r.label,
        values,
        best: bestOf(values, r.better),
      };
    }),
  };

  const lines = [
    en ? `## Comparison of ${rows.length} properties` : `## Comparación de ${rows.length} propiedades`,
  ];
  if (ids.length > MOST_COMPARED)
    lines.push(
      en
        ? 'I compare the first three you named: more than three do not fit side by side.'
        : 'Comparo las tres primeras que nombraste: más de tres no caben lado a lado.'
    );
  rows.forEach((row, i) => {
    const place = [row.neighborhood, row.city].filter(Boolean).join(', ');
    const price =
      row.price === null
        ? en
          ? 'Price not available'
          : 'Precio no disponible'
        : en
          ? pesosUsd(row.price)
          : pesos(row.price);
    lines.push(`**${i + 1}. ${titleOf(row)}** — ${[price, place].filter(Boolean).join(' · ')}`);
  });
  lines.push('');
  const HIGHLIGHTS = [
    ['cap_rate', 'Mejor cap rate', 'Best cap rate'],
    ['irr_10y', 'Mejor TIR a 10 años', 'Best 10-year IRR'],
    ['price_per_m2', 'Menor precio por m²', 'Lowest price per m²'],
  ] as const;
  for (const [key, labelEs, labelEn] of HIGHLIGHTS) {
    const row = comparison.rows.find((r) => r.key === key);
    const first = row?.best[0];
    if (!row || first === undefined || row.best.length > 1) continue;
    const value = row.values[first] as number;
    lines.push(
      en
        ? `**${labelEn}:** number ${first + 1} (${written(key, value, lang)}).`
        : `**${labelEs}:** la ${first + 1} (${written(key, value, lang)}).`
    );
  }
  lines.push(
    en
      ? 'The figures come from the same financial analysis of each property; ask for the analysis of one to see the detail.'
      : 'Las cifras salen del mismo análisis financiero de cada propiedad; pide el análisis de una para ver el detalle.'
  );
  return { content: lines.join('\n'), comparison };
}
