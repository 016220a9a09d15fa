import type { PropertyType } from '#domain/statuses';

// Spec §3: a recommended property without a picture shows one of five stock images chosen by its id. These are
// drawn illustrations (not photographs of any property), and the card labels them as illustrative.

const svg = (sky: string, ground: string, body: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="${sky}"/>` +
      `<rect y="160" width="320" height="40" fill="${ground}"/>${body}</svg>`
  )}`;

const windows = (x: number, y: number, cols: number, rows: number, color: string) =>
  Array.from({ length: cols * rows }, (_, i) => {
    const cx = x + (i % cols) * 18;
    const cy = y + Math.floor(i / cols) * 20;
    return `<rect x="${cx}" y="${cy}" width="10" height="12" rx="1" fill="${color}"/>`;
  }).join('');

const STOCK_IMAGES: readonly string[] = [
  svg(
    '#dbeafe',
    '#a7c4a0',
    `<rect x="110" y="40" width="100" height="120" fill="#64748b"/>${windows(120, 52, 5, 5, '#fde68a')}`
  ),
  svg(
    '#fde7d9',
    '#b8c99d',
    `<polygon points="90,100 160,50 230,100" fill="#b45309"/><rect x="105" y="100" width="110" height="60" fill="#f5f5f4"/><rect x="150" y="125" width="20" height="35" fill="#78350f"/>${windows(115, 110, 2, 1, '#93c5fd')}${windows(185, 110, 2, 1, '#93c5fd')}`
  ),
  svg(
    '#e0f2fe',
    '#9fbf9a',
    `<rect x="60" y="70" width="70" height="90" fill="#475569"/><rect x="140" y="30" width="80" height="130" fill="#334155"/><rect x="230" y="90" width="50" height="70" fill="#64748b"/>${windows(150, 42, 4, 5, '#e0f2fe')}`
  ),
  svg(
    '#ede9fe',
    '#a3b899',
    `<rect x="80" y="60" width="160" height="100" fill="#e7e5e4"/><rect x="80" y="52" width="160" height="10" fill="#57534e"/>${windows(95, 72, 8, 3, '#60a5fa')}`
  ),
  svg(
    '#ecfccb',
    '#84a98c',
    `<rect x="40" y="110" width="240" height="50" fill="#d6d3d1"/><rect x="60" y="80" width="80" height="30" fill="#a8a29e"/><rect x="180" y="95" width="70" height="15" fill="#78716c"/>`
  ),
];

// Which drawings suit each type: towers for apartments, the house for houses, the low block for offices and shops,
// the open lot for land. A house illustrated with an apartment tower misleads.
const BY_TYPE: Readonly<Record<PropertyType, readonly number[]>> = {
  apartment: [0, 2],
  house: [1],
  office: [3],
  commercial: [3, 4],
  land: [4],
};

/**
 * The stock image of a property without a picture, matching its type, the same one every time for the same id;
 * an unknown type picks among all five.
 */
export function stockImageFor(id: number, type?: PropertyType | null): string {
  const choices = type ? BY_TYPE[type] : STOCK_IMAGES.map((_, i) => i);
  return STOCK_IMAGES[choices[Math.abs(id) % choices.length] as number] as string;
}
