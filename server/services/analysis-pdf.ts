import PDFDocument from 'pdfkit';
import type { AnalysisDetails, ChatLanguage } from '#domain/chat';
import { PROPERTY_TYPE_LABELS } from '#domain/chat';
import type { InvestmentAnalysis } from '#domain/finance/analysis';
import { analysisReply } from '#server/assistant/analysis-reply';
import { loadInventory } from '#server/assistant/inventory';
import { formatCount, formatPercent, formatRate, pesos } from '#server/assistant/replies';
import { percentOf, pesosUsd, typeNounEn } from '#server/assistant/replies-en';
import { rentBasis } from '#server/assistant/returns';
import { findPublicListing, type CandidateRow } from '#server/assistant/search';
import { loadSession } from '#server/assistant/session-store';
import type { Db } from '#server/db/client';
import { HttpError, notFound } from '#server/lib/http-error';

// 'Descargar análisis (PDF)' (issue 30 item 5): the analysis the chat showed, drawn by pdfkit like the quotes
// (ADR 0047). The figures come from the very analysis the reply is written from (analysisReply), never recomputed.

const MARGIN = 48;
const INK = '#1f2937';
const MUTED = '#6b7280';

type Texts = {
  title: string;
  listing: string;
  facts: { location: string; type: string; area: string; price: string; rent: string };
  assumptions: string;
  cashFlows: string;
  columns: [string, string, string, string];
  results: string;
  note: string;
};

const TEXTS: Record<ChatLanguage, Texts> = {
  es: {
    title: 'Análisis financiero',
    listing: 'El inmueble',
    facts: {
      location: 'Ubicación',
      type: 'Tipo',
      area: 'Área',
      price: 'Precio de compra',
      rent: 'Arriendo mensual estimado',
    },
    assumptions: 'Supuestos',
    cashFlows: 'Flujo de caja por año',
    columns: ['Año', 'NOI', 'Cuotas del crédito', 'Flujo de caja'],
    results: 'Resultados',
    note:
      'Análisis informativo del asistente de inversión de In-Best con datos del inventario publicado; no es una ' +
      'asesoría financiera ni tributaria. Valores en pesos colombianos (COP).',
  },
  en: {
    title: 'Financial analysis',
    listing: 'The property',
    facts: {
      location: 'Location',
      type: 'Type',
      area: 'Area',
      price: 'Purchase price',
      rent: 'Estimated monthly rent',
    },
    assumptions: 'Assumptions',
    cashFlows: 'Yearly cash flow',
    columns: ['Year', 'NOI', 'Debt service', 'Cash flow'],
    results: 'Results',
    note:
      "Informational analysis by In-Best's investment assistant from the published inventory; not financial or tax " +
      'advice. Amounts in Colombian pesos (COP), with their US dollar equivalent.',
  },
};

/** Money and percentages as the reply writes them in each language. */
const FORMATS: Record<ChatLanguage, { money: (n: number) => string; percent: (r: number) => string }> = {
  es: { money: (n) => (n < 0 ? `-${pesos(-n)}` : pesos(n)), percent: formatPercent },
  en: { money: (n) => (n < 0 ? `-${pesosUsd(-n)}` : pesosUsd(n)), percent: percentOf },
};

// The PDF standard fonts write WinAnsi: the few signs outside it are spelt with ones inside.
const winAnsi = (text: string) => text.replace(/≈/g, '~').replace(/−/g, '-').replace(/[–—]/g, '-');

/** The results rows: label and value, in the language of the reply. */
function results(a: InvestmentAnalysis, lang: ChatLanguage): [string, string][] {
  const f = FORMATS[lang];
  const irr = a.irr === null ? (lang === 'es' ? 'no calculable' : 'not computable') : f.percent(a.irr);
  const rows: [string, string, string][] = [
    ['Ingreso anual', 'Annual income', f.money(a.annualGrossIncome)],
    ['Total costos anuales', 'Total annual costs', f.money(a.costs.total)],
    ['Rentabilidad bruta', 'Gross yield', f.percent(a.grossYield)],
    ['NOI (ingreso operativo neto)', 'NOI (net operating income)', f.money(a.noi)],
    ['Cap rate', 'Cap rate', f.percent(a.capRate)],
    ['Gastos de escrituración y registro', 'Closing costs', f.money(a.closing.total)],
    ['Efectivo invertido', 'Cash invested', f.money(a.cashInvested)],
    ['Flujo de caja anual', 'Annual cash flow', f.money(a.cashFlow)],
    ['Cash-on-cash', 'Cash-on-cash', f.percent(a.cashOnCash)],
    ['ROI (año 1)', 'ROI (year 1)', f.percent(a.roi)],
    ['TIR a 10 años', '10-year IRR', irr],
  ];
  if (a.mortgage)
    rows.splice(6, 0, [
      'Cuota mensual del crédito',
      'Monthly loan payment',
      f.money(a.mortgage.monthlyPayment),
    ]);
  return rows.map(([es, en, value]) => [lang === 'es' ? es : en, value]);
}

/** The assumptions: the reply's own list in Spanish; in English, the same figures in English words. */
function assumptionLines(
  details: AnalysisDetails,
  a: InvestmentAnalysis,
  lang: ChatLanguage
): [string, string][] {
  if (lang === 'es') return details.assumptions.map((x) => [x.label, x.value]);
  const o = a.operating;
  return [
    [
      'Monthly rent',
      `${pesosUsd(a.monthlyRent)}: ${a.rentSource === 'comparables' ? `median of ${details.metrics.comparables_count} comparable rentals` : "the city's reference gross yield"}`,
    ],
    ['Vacancy', `${o.vacancyMonths} month a year without a tenant`],
    ['Building fee', `${pesos(o.adminPerM2)} per m² a month`],
    [
      'Property tax',
      `${o.predialPerMil} per thousand of an assessed value of ${formatRate(o.assessedValueRatio)} of the price`,
    ],
    ['Maintenance', `${formatRate(o.maintenanceRate)} of the price a year`],
    ['Insurance', `${formatRate(o.insuranceRate)} of the price a year`],
    [
      'Letting agent',
      o.managementRate === null
        ? 'none: the owner manages the rental'
        : `${formatRate(o.managementRate)} of the rent collected plus ${formatRate(o.iva)} VAT`,
    ],
    [
      'Financing',
      a.mortgage
        ? `loan of ${formatRate(a.mortgage.loanToValue)} of the price over ${Math.round(a.mortgage.months / 12)} years, fixed payment`
        : 'cash purchase',
    ],
    [
      'Growth',
      `rent and costs with ${formatRate(a.inflation)} inflation; appreciation of ${formatRate(a.appreciation)} a year`,
    ],
    ['Sale', `in year ${a.holdingYears}, net of selling costs`],
  ];
}

/** Draws the analysis on Letter pages. */
function renderAnalysisPdf(
  row: CandidateRow,
  title: string,
  details: AnalysisDetails,
  a: InvestmentAnalysis,
  lang: ChatLanguage
): Promise<Buffer> {
  const t = TEXTS[lang];
  const f = FORMATS[lang];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: winAnsi(`${t.title} - ${title}`), Author: 'In-Best' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const heading = (text: string) => {
    doc.moveDown();
    doc.x = MARGIN;
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(winAnsi(text), MARGIN);
    doc.moveDown(0.4);
  };
  const pairs = (rows: [string, string][]) => {
    doc.fontSize(9);
    for (const [label, value] of rows) {
      if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
      const y = doc.y;
      doc.fillColor(MUTED).font('Helvetica').text(winAnsi(label), MARGIN, y, { width: 170 });
      const below = doc.y;
      doc
        .fillColor(INK)
        .font('Helvetica-Bold')
        .text(winAnsi(value), MARGIN + 180, y, { width: width - 180 });
      doc.y = Math.max(doc.y, below);
      doc.moveDown(0.25);
    }
  };

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(winAnsi(t.title));
  doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(winAnsi(title));

  heading(t.listing);
  const location = [row.neighborhood, row.city].filter(Boolean).join(', ') || '-';
  const type = lang === 'es' ? PROPERTY_TYPE_LABELS[row.propertyType] : typeNounEn(row.propertyType, false);
  pairs([
    [t.facts.location, location],
    [t.facts.type, type.charAt(0).toUpperCase() + type.slice(1)],
    ...(row.area !== null ? [[t.facts.area, `${formatCount(row.area)} m²`] as [string, string]] : []),
    [t.facts.price, f.money(a.purchasePrice)],
    [t.facts.rent, f.money(a.monthlyRent)],
  ]);

  heading(t.assumptions);
  pairs(assumptionLines(details, a, lang));

  heading(t.cashFlows);
  const columns = [
    { x: MARGIN, width: 60, align: 'left' as const },
    { x: MARGIN + 70, width: 140, align: 'right' as const },
    { x: MARGIN + 220, width: 140, align: 'right' as const },
    { x: MARGIN + 370, width: width - 370, align: 'right' as const },
  ];
  const tableRow = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(INK);
    cells.forEach((cell, i) =>
      doc.text(winAnsi(cell), columns[i]!.x, y, { width: columns[i]!.width, align: columns[i]!.align })
    );
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .strokeColor('#e5e7eb')
      .stroke();
    doc.y += 5;
  };
  // Pesos alone in the table: the dollar equivalents would not fit four columns.
  const cell = (n: number) => (n < 0 ? `-${pesos(-n)}` : pesos(n));
  tableRow(t.columns, true);
  for (const year of a.projection)
    tableRow([String(year.year), cell(year.noi), cell(year.debtService), cell(year.cashFlow)]);

  heading(t.results);
  pairs(results(a, lang));

  doc.moveDown(2);
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(winAnsi(t.note), MARGIN, doc.y, { width });
  doc.end();
  return done;
}

const titleOf = (row: CandidateRow) =>
  row.projectName && !row.name.includes(row.projectName) ? `${row.name} · ${row.projectName}` : row.name;

/**
 * The PDF of a listing's financial analysis as the chat session computed it (the session's financing, the
 * conversation's language unless one is asked for). Only a listing the chat could show is analysed.
 */
export async function analysisPdf(
  db: Db,
  request: { property_id: number; session_id?: string | undefined; language?: ChatLanguage | undefined },
  now: Date
): Promise<{ pdf: Buffer; filename: string }> {
  const row = await findPublicListing(db, request.property_id);
  if (!row) throw notFound('Esta propiedad ya no está disponible.');
  if (row.price === null || row.price <= 0)
    throw new HttpError(409, 'Esta propiedad no tiene un precio publicado: no hay análisis que descargar.');
  const session = request.session_id ? await loadSession(db, request.session_id) : null;
  const state = session?.exists ? session.state : null;
  const lang = request.language ?? state?.language ?? 'es';
  const snapshot = await loadInventory(db, 'analysis-pdf');
  const rent = await rentBasis(db, snapshot, row);
  const title = titleOf(row);
  const { details, analysis } = analysisReply({ row, title }, rent, state?.financing ?? null, now);
  const pdf = await renderAnalysisPdf(row, title, details, analysis, lang);
  return { pdf, filename: `${lang === 'es' ? 'analisis' : 'analysis'}-${row.id}.pdf` };
}
