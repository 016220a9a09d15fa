import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { analysisPdfMachine } from '#machines/chat/analysis-pdf/analysis-pdf.machine';
import type { Recommendation } from '#domain/chat';
import { slotChips } from '#domain/chat-slots';
import { parseAnalysis } from './analysis-sections';
import { MOST_PICKED, type SortOrder, type chatPanelMachine } from './chat-panel.machine';

/** The orders 'Ordenar por' offers; `label` is the key of its name in the screen's catalogue. */
export const SORT_OPTIONS = [
  { value: 'price_asc', label: 'sortPriceAsc' },
  { value: 'price_desc', label: 'sortPriceDesc' },
  { value: 'area_desc', label: 'sortAreaDesc' },
  { value: 'area_asc', label: 'sortAreaAsc' },
] as const satisfies readonly { value: SortOrder; label: string }[];

// Spec §2: sorting reads the digits of the price label and the numeric area; unknown values go last.
const priceOf = (p: Recommendation) => {
  const digits = (p.priceLabel ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : (p.price ?? null);
};

/** The results in the chosen order (the API's ranking when none is chosen). */
export function sortProperties(list: readonly Recommendation[], order: SortOrder | null): Recommendation[] {
  if (!order) return [...list];
  const key = order.startsWith('price') ? priceOf : (p: Recommendation) => p.area;
  const direction = order.endsWith('asc') ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * direction;
  });
}

export type AnalysisStatus = 'none' | 'loading' | 'ready' | 'unavailable';

/** What the results panel shows: which view, the sorted cards, the chips and the analysis sections. */
export const selectPanelView = (s: SnapshotFrom<typeof chatPanelMachine>) => {
  const analysisStatus: AnalysisStatus = !s.matches('financial_analysis')
    ? 'none'
    : s.context.selected === null
      ? 'unavailable'
      : s.matches({ financial_analysis: 'loading' })
        ? 'loading'
        : s.matches({ financial_analysis: 'ready' })
          ? 'ready'
          : 'unavailable';
  return {
    open: !s.matches('closed') && !s.matches('restoring'),
    view: s.matches('financial_analysis') ? ('analysis' as const) : ('results' as const),
    properties: sortProperties(s.context.properties, s.context.sort),
    chips: s.context.slots ? slotChips(s.context.slots, s.context.language) : [],
    sort: s.context.sort,
    filtersOpen: s.context.filtersOpen,
    details: s.context.details,
    interest: s.context.interest,
    /** The lead form's actor while 'Me interesa' is open. */
    leadRef: s.context.lead,
    selected: s.context.selected,
    analysisStatus,
    analysisSections:
      analysisStatus === 'ready' && s.context.analysis ? parseAnalysis(s.context.analysis.content) : null,
    analysisNote: analysisStatus === 'unavailable' ? (s.context.analysis?.content ?? null) : null,
    /** The PDF button's actor while an analysis is shown (the children's type mixes the panel's two actors). */
    pdfRef: (s.children.analysisPdf as ActorRefFrom<typeof analysisPdfMachine> | undefined) ?? null,
    canBack: s.can({ type: 'panel.back' }),
    comparison: s.context.comparison,
    /** Ids of the cards ticked for 'Comparar'. */
    pickedIds: s.context.picked.map((p) => p.id),
    picked: s.context.picked,
    /** 'Comparar' needs two or three ticked cards. */
    canCompare: s.context.picked.length >= 2,
    pickFull: s.context.picked.length >= MOST_PICKED,
  };
};
