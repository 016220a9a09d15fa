// Numbers as Colombians type them: digits with dots between thousands and a comma before decimals
// ('1.200', '2,5'), and spelled-out numbers ('dos alcobas', 'cuatrocientos millones', 'mil doscientos').

const UNITS: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const TENS: Record<string, number> = {
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
const HUNDREDS: Record<string, number> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};

const isNumberWord = (w: string) => w in UNITS || w in TENS || w in HUNDREDS || w === 'mil';

// 'un' and 'una' are articles far more often than numbers: they count only before a quantity word.
const ARTICLE_WORDS = new Set(['un', 'una', 'uno']);
const QUANTITY_AFTER_ARTICLE =
  /^(mil|millon|millones|habitacion|alcoba|cuarto|dormitorio|bano|parqueadero|garaje|ano|anos|hab|pieza|recamara)$/;

/**
 * Replaces spelled-out numbers in folded text with digits: 'dos alcobas' → '2 alcobas', 'mil doscientos millones' →
 * '1200 millones', 'treinta y cinco' → '35'. An article ('un apartamento') is left alone.
 */
export function digitsForNumberWords(folded: string): string {
  const words = folded.split(' ');
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    const word = words[i] as string;
    const afterDigits = /^\d/.test(out[out.length - 1] ?? '');
    // '100 mil': after digits, 'mil' is the unit the money rules read, not a number of its own.
    if (
      !isNumberWord(word) ||
      (word === 'mil' && afterDigits) ||
      (ARTICLE_WORDS.has(word) && !QUANTITY_AFTER_ARTICLE.test(words[i + 1] ?? ''))
    ) {
      out.push(word);
      i += 1;
      continue;
    }
    let total = 0;
    let group = 0;
    let j = i;
    let consumed = 0;
    while (j < words.length) {
      const w = words[j] as string;
      if (w in HUNDREDS) group += HUNDREDS[w] as number;
      else if (w in TENS) group += TENS[w] as number;
      else if (w in UNITS) group += UNITS[w] as number;
      else if (w === 'mil') {
        total += (group === 0 ? 1 : group) * 1000;
        group = 0;
      } else if (w === 'y' && j > i && (words[j - 1] ?? '') in TENS && (words[j + 1] ?? '') in UNITS) {
        // 'treinta y cinco'
      } else break;
      j += 1;
      consumed += 1;
    }
    if (consumed === 0) {
      out.push(word);
      i += 1;
      continue;
    }
    out.push(String(total + group));
    i = j;
  }
  return out.join(' ');
}

/**
 * Reads a number typed with Colombian or US separators: a dot or comma followed by exactly three digits groups
 * thousands ('1.200', '450.000.000', '1,200'); otherwise it is the decimal mark ('2,5', '1.5').
 */
export function parseNumberLiteral(raw: string): number | null {
  const text = raw.replace(/^\$/, '');
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const groups = text.split(/[.,]/);
  const separators = text.match(/[.,]/g) ?? [];
  if (separators.length === 0) return Number(text);
  const tail = groups.slice(1);
  if (tail.every((g) => g.length === 3)) return Number(groups.join(''));
  if (separators.length === 1) return Number(text.replace(',', '.'));
  // '1.234,5': thousands with dots, decimals after the comma.
  const last = text.lastIndexOf(separators[separators.length - 1] as string);
  const whole = text.slice(0, last).replace(/[.,]/g, '');
  const value = Number(`${whole}.${text.slice(last + 1)}`);
  return Number.isFinite(value) ? value : null;
}
