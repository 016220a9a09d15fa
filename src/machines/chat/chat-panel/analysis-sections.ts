// The financial analysis view is built from the assistant's markdown by its section headings (spec §2 'Análisis
// Financiero'): each '## ' heading opens a section; '**Label:** value' lines are figures.

export type AnalysisFigure = {
  label: string;
  value: string;
  /** A negative amount or percentage (shown in red). */
  negative: boolean;
  /** The ROI line (shown in green). */
  roi: boolean;
};

export type AnalysisRecommendation = {
  text: string;
  /** 'low' or 'high' when the text says so (highlighted). */
  level: 'low' | 'high' | null;
};

export type AnalysisSections = {
  title: string | null;
  mainMetrics: AnalysisFigure[];
  annualCosts: AnalysisFigure[];
  results: AnalysisFigure[];
  recommendations: AnalysisRecommendation[];
  conclusions: string[];
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

// The headings in either language the assistant writes.
const SECTION_KEYS: [RegExp, keyof Omit<AnalysisSections, 'title'>][] = [
  [/metricas principales|main metrics/, 'mainMetrics'],
  [/costos anuales|annual costs/, 'annualCosts'],
  [/resultados financieros|financial results/, 'results'],
  [/recomendaciones|recommendations/, 'recommendations'],
  [/conclusion/, 'conclusions'],
];

const FIGURE = /^\*\*(.+?):\*\*\s*(.*)$/;

/** Strips the bold markers of a line (the view renders figures itself). */
export const plainText = (text: string) => text.replace(/\*\*/g, '');

/** Splits an analysis reply into the view's sections; null when the text has none of them. */
export function parseAnalysis(content: string): AnalysisSections | null {
  const sections: AnalysisSections = {
    title: null,
    mainMetrics: [],
    annualCosts: [],
    results: [],
    recommendations: [],
    conclusions: [],
  };
  let current: keyof Omit<AnalysisSections, 'title'> | null = null;
  let found = false;
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      const text = heading[2] as string;
      if (heading[1] === '#') {
        sections.title = text.replace(/^(An[aá]lisis financiero|Financial analysis):\s*/i, '');
        current = null;
        continue;
      }
      current = SECTION_KEYS.find(([pattern]) => pattern.test(fold(text)))?.[1] ?? null;
      found ||= current !== null;
      continue;
    }
    if (!current) continue;
    if (current === 'recommendations') {
      const folded = fold(line);
      const level = /\b(baj[oa]s?|low)\b/.test(folded)
        ? 'low'
        : /\b(alt[oa]s?|high)\b/.test(folded)
          ? 'high'
          : null;
      sections.recommendations.push({ text: plainText(line), level });
    } else if (current === 'conclusions') {
      sections.conclusions.push(plainText(line));
    } else {
      const figure = FIGURE.exec(line);
      if (!figure) continue;
      const label = figure[1] as string;
      const value = plainText(figure[2] as string);
      sections[current].push({
        label,
        value,
        negative: /^-/.test(value.trim()),
        roi: /^roi\b/i.test(label),
      });
    }
  }
  return found ? sections : null;
}
