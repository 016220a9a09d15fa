import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { formatArea, formatMoney } from '#domain/format';
import { FINANCING_LABELS } from '#domain/quote-plan';
import type { Quote } from '#domain/quote';
import type { Db } from '#server/db/client';
import { companies } from '#server/db/schema';

// The quote as the buyer reads it (ADR 0047): pdfkit draws it with the PDF standard fonts, so no font file ships and
// a page of text weighs a few kilobytes.

const MARGIN = 48;
const INK = '#1f2937';
const MUTED = '#6b7280';

/** The short legal note every quote carries. */
export const QUOTE_LEGAL_NOTE =
  'Esta cotización es informativa y no constituye una promesa de compraventa ni una reserva de la unidad. Los ' +
  'valores están expresados en pesos colombianos (COP) y se mantienen durante la vigencia indicada. La separación ' +
  'y la promesa de compraventa se firman por separado. El saldo queda sujeto a la aprobación de la entidad que lo ' +
  'financie. Los datos personales se tratan según la Ley 1581 de 2012.';

const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('es-CO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/** The discount as the buyer reads it: the percentage when one was given, and always the amount. */
const discountText = (quote: Quote) =>
  quote.discount_amount === 0
    ? 'Sin descuento'
    : quote.discount_kind === 'pct'
      ? `${quote.discount_value} % (${formatMoney(quote.discount_amount)})`
      : formatMoney(quote.discount_amount);

/** Renders a quote as a PDF on Letter pages (carta, the paper Colombian offices print on). */
function renderQuotePdf(quote: Quote, companyName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Cotización #${quote.id} - ${quote.property_name}`, Author: companyName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(companyName);
  doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(`Cotización #${quote.id}`);
  doc.moveDown();

  const facts: [string, string][] = [
    ['Cliente', quote.lead_name ?? '—'],
    ['Proyecto', quote.project_name ?? '—'],
    ['Unidad', quote.property_name],
    ['Modelo', quote.model_name ?? '—'],
    ['Área', formatArea(quote.area)],
    ['Precio de lista', formatMoney(quote.list_price)],
    ['Descuento', discountText(quote)],
    ['Precio final', formatMoney(quote.final_price)],
    [`Cuota inicial (${quote.initial_pct} %)`, formatMoney(quote.initial_total)],
    ['Saldo', `${formatMoney(quote.balance)} - ${FINANCING_LABELS[quote.financing]}`],
    ['Entrega', longDate(quote.delivery_date)],
    ['Vigencia', `Válida hasta el ${longDate(quote.valid_until)}`],
  ];
  doc.fontSize(10);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.fillColor(MUTED).font('Helvetica').text(label, MARGIN, y, { width: 170 });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .text(value, MARGIN + 180, y, { width: width - 180 });
    doc.moveDown(0.3);
  }

  doc.moveDown();
  doc.x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Plan de pagos', MARGIN);
  doc.moveDown(0.5);
  const columns = [
    { title: 'Concepto', x: MARGIN, width: 240, align: 'left' as const },
    { title: 'Fecha', x: MARGIN + 250, width: 120, align: 'left' as const },
    { title: 'Valor', x: MARGIN + 380, width: width - 380, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(INK);
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i]!.x, y, { width: columns[i]!.width, align: columns[i]!.align })
    );
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .strokeColor('#e5e7eb')
      .stroke();
    doc.y += 5;
  };
  row(
    columns.map((c) => c.title),
    true
  );
  for (const r of quote.plan)
    row([r.label, r.due_date ? longDate(r.due_date) : 'A la escrituración', formatMoney(r.amount)]);
  row(['Total del plan', '', formatMoney(quote.plan.reduce((sum, r) => sum + r.amount, 0))], true);

  doc.moveDown(2);
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(QUOTE_LEGAL_NOTE, MARGIN, doc.y, { width });
  doc.end();
  return done;
}

/** The PDF of a quote with its company's name. */
export async function quotePdf(db: Db, quote: Quote): Promise<Buffer> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, quote.company_id));
  return renderQuotePdf(quote, company?.name ?? '');
}
