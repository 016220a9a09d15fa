import { LEAD_ORIGIN_LABELS, LEAD_STATUS_LABELS, type Lead } from '#domain/lead';
import { PROPERTY_TYPE_LABELS } from '#domain/statuses';

// Excel opens a UTF-8 file with its accents right only when the file starts with a byte order mark, and in
// Spanish locales it splits columns on ';'.
const BOM = '\uFEFF';
const SEPARATOR = ';';

const HEADER = [
  'ID',
  'Nombre',
  'Correo',
  'Teléfono',
  'Estado',
  'Origen',
  'Fuente',
  'Fecha (hora de Colombia)',
  'Presupuesto (COP)',
  'Tipos de inmueble',
  'Ciudades',
  'Proyecto',
  'Propiedad',
  'Intereses',
  'Notas',
  'Responsable',
];

// A cell a spreadsheet would read as a formula (CSV injection, OWASP) is kept as text by a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

// Colombia keeps UTC−5 all year; a sortable 'yyyy-mm-dd hh:mm' is what spreadsheets read as a date.
const colombiaTime = (iso: string) =>
  new Date(new Date(iso).getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');

/** One CSV cell: formula-safe, quoted when it holds the separator, quotes or line breaks. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The leads as a CSV file for Excel: BOM, ';' between cells, CRLF between rows, Spanish labels. */
export function leadsCsv(leads: readonly Lead[]): string {
  const rows = leads.map((l) => [
    l.id,
    l.contact_name,
    l.contact_email,
    l.contact_phone,
    LEAD_STATUS_LABELS[l.status],
    LEAD_ORIGIN_LABELS[l.origin],
    l.source,
    colombiaTime(l.created_at),
    l.budget === null ? null : Math.round(l.budget),
    l.interest_types.map((t) => PROPERTY_TYPE_LABELS[t]).join(', '),
    l.interest_cities.join(', '),
    l.project_name,
    l.property_name,
    l.interests,
    l.notes,
    l.assigned_to_name,
  ]);
  return BOM + [HEADER, ...rows].map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}
