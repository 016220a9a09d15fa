import { assign, enqueueActions, setup, stopChild, type ActorRefFrom } from 'xstate';
import type {
  AnalysisDetails,
  ChatLanguage,
  ChatReply,
  ChatSlots,
  Comparison,
  Recommendation,
} from '#domain/chat';
import { analysisPdfMachine } from '#machines/chat/analysis-pdf/analysis-pdf.machine';
import { chatLeadMachine } from './chat-lead.machine';

export type SortOrder = 'price_asc' | 'price_desc' | 'area_desc' | 'area_asc';

/** The reply that is analysed: its markdown and its figures. */
export type PanelAnalysis = { content: string; details: AnalysisDetails | null };

export type ChatPanelEvent =
  | {
      type: 'panel.reply';
      reply: Pick<
        ChatReply,
        'recommendations' | 'agent_type' | 'content' | 'analysis_details' | 'slots' | 'comparison'
      >;
      onlyMessage: boolean;
    }
  | { type: 'panel.replyFailed' }
  | { type: 'panel.analyze'; property: Recommendation }
  | { type: 'panel.back' }
  | { type: 'panel.close' }
  /** 'Ver resultados (N)': the last results again, after the user closed the panel. */
  | { type: 'panel.reopen' }
  | { type: 'panel.clear' }
  | { type: 'panel.sort'; order: SortOrder }
  | { type: 'panel.toggleFilters' }
  | { type: 'panel.showDetails'; property: Recommendation }
  | { type: 'panel.hideDetails' }
  /** 'Me interesa' on a property: its lead form, for the conversation the visitor is in. */
  | { type: 'panel.interest'; property: Recommendation; sessionId: string }
  | { type: 'panel.interestDone' }
  /** Ticks or unticks a card for 'Comparar' (three at most). */
  | { type: 'panel.pick'; property: Recommendation }
  /** The conversation's language changed: the chips, the lead form and the PDF follow it. */
  | { type: 'panel.language'; language: ChatLanguage };

export type ChatPanelContext = {
  properties: Recommendation[];
  /** Filters of the search the results answer (the chips above them). */
  slots: ChatSlots | null;
  /** The property being analysed. */
  selected: Recommendation | null;
  analysis: PanelAnalysis | null;
  sort: SortOrder | null;
  filtersOpen: boolean;
  details: Recommendation | null;
  interest: Recommendation | null;
  /** The lead form of the property of interest, one per 'Me interesa'. */
  lead: ActorRefFrom<typeof chatLeadMachine> | null;
  /** The last comparison asked for, shown above the results it compares. */
  comparison: Comparison | null;
  /** Cards ticked for 'Comparar', in the order they were ticked. */
  picked: Recommendation[];
  /** The conversation's language. */
  language: ChatLanguage;
};

export type ChatPanelInput = {
  restore: { recommendations: Recommendation[]; slots: ChatSlots | null } | null;
  language?: ChatLanguage;
};

type ReplyEvent = Extract<ChatPanelEvent, { type: 'panel.reply' }>;

/** The most cards one comparison puts side by side. */
export const MOST_PICKED = 3;

const empty: Omit<ChatPanelContext, 'language'> = {
  properties: [],
  slots: null,
  selected: null,
  analysis: null,
  sort: null,
  filtersOpen: false,
  details: null,
  interest: null,
  lead: null,
  comparison: null,
  picked: [],
};

/**
 * The results panel of the chat (spec §4 Chat panel): closed, results, financial_analysis. A reply with
 * recommendations opens the results; 'Análisis' moves to the analysis (loading until its reply arrives); 'Regresar'
 * goes back to the same results; closing clears properties and analysis; clearing the chat clears everything.
 */
export const chatPanelMachine = setup({
  types: {
    input: {} as ChatPanelInput,
    context: {} as ChatPanelContext,
    events: {} as ChatPanelEvent,
  },
  actors: { chatLead: chatLeadMachine, analysisPdf: analysisPdfMachine },
  guards: {
    hasRestoredResults: ({ context }) => context.properties.length > 0,
    opensResults: ({ event }) => (event as ReplyEvent).reply.recommendations.length > 0,
    // Spec: the panel closes on the new-search reply, on a greeting that is the only message, and out of context.
    closesPanel: ({ event }) => {
      const { reply, onlyMessage } = event as ReplyEvent;
      return (
        reply.agent_type === 'NEW_SEARCH' ||
        reply.agent_type === 'OUT_OF_CONTEXT' ||
        (reply.agent_type === 'GREETING' && onlyMessage)
      );
    },
    // A search that found nothing leaves the panel open on its empty state.
    emptiesResults: ({ event }) => {
      const { reply } = event as ReplyEvent;
      return (
        (reply.agent_type === 'SEARCH' || reply.agent_type === 'REFINE') && reply.recommendations.length === 0
      );
    },
    hasAnalysis: ({ event }) => (event as ReplyEvent).reply.analysis_details !== null,
    hasComparison: ({ event }) => (event as ReplyEvent).reply.comparison !== null,
  },
  actions: {
    showResults: assign(({ event }) => {
      const { reply } = event as ReplyEvent;
      return {
        properties: reply.recommendations,
        slots: reply.slots,
        selected: null,
        analysis: null,
        details: null,
        comparison: null,
        picked: [],
      };
    }),
    keepComparison: assign(({ event }) => ({
      comparison: (event as ReplyEvent).reply.comparison,
      picked: [],
      selected: null,
      analysis: null,
    })),
    togglePick: assign({
      picked: ({ context, event }) => {
        const { property } = event as Extract<ChatPanelEvent, { type: 'panel.pick' }>;
        if (context.picked.some((p) => p.id === property.id))
          return context.picked.filter((p) => p.id !== property.id);
        return context.picked.length >= MOST_PICKED ? context.picked : [...context.picked, property];
      },
    }),
    // Both drop an open 'Me interesa' form with the results it was about.
    clearPanel: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('chatLead');
      enqueue.assign(() => ({ ...empty }));
    }),
    closePanel: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('chatLead');
      enqueue.assign({ ...empty, sort: context.sort });
    }),
    // Closed by the user (Escape, ✕, backdrop): the results stay, so the conversation can show them again.
    hidePanel: assign({ selected: null, analysis: null, details: null }),
    selectProperty: assign(({ event }) => ({
      selected: (event as Extract<ChatPanelEvent, { type: 'panel.analyze' }>).property,
      analysis: null,
      details: null,
    })),
    keepAnalysis: assign(({ event }) => {
      const { reply } = event as ReplyEvent;
      return { analysis: { content: reply.content, details: reply.analysis_details } };
    }),
    forgetAnalysis: assign({ selected: null, analysis: null }),
    setSort: assign({
      sort: ({ event }) => (event as Extract<ChatPanelEvent, { type: 'panel.sort' }>).order,
    }),
    toggleFilters: assign({ filtersOpen: ({ context }) => !context.filtersOpen }),
    showDetails: assign({
      details: ({ event }) => (event as Extract<ChatPanelEvent, { type: 'panel.showDetails' }>).property,
    }),
    hideDetails: assign({ details: null }),
    showInterest: assign(({ context, event, spawn }) => {
      const { property, sessionId } = event as Extract<ChatPanelEvent, { type: 'panel.interest' }>;
      return {
        interest: property,
        details: null,
        lead: spawn('chatLead', {
          id: 'chatLead',
          input: { property, sessionId, language: context.language },
        }),
      };
    }),
    hideInterest: assign({ interest: null, lead: null }),
  },
}).createMachine({
  id: 'chatPanel',
  context: ({ input }) => ({
    ...empty,
    properties: input.restore?.recommendations ?? [],
    slots: input.restore?.slots ?? null,
    language: input.language ?? 'es',
  }),
  initial: 'restoring',
  on: {
    'panel.clear': { target: '.closed', actions: 'clearPanel' },
    // A new 'Me interesa' replaces the form of the last one.
    'panel.interest': { actions: [stopChild('chatLead'), 'showInterest'] },
    'panel.interestDone': { actions: [stopChild('chatLead'), 'hideInterest'] },
    'panel.language': {
      actions: assign({
        language: ({ event }) => (event as Extract<ChatPanelEvent, { type: 'panel.language' }>).language,
      }),
    },
  },
  states: {
    // The conversation restored from the browser reopens the results of its last reply.
    restoring: {
      always: [{ guard: 'hasRestoredResults', target: 'results' }, { target: 'closed' }],
    },
    closed: {
      on: {
        'panel.reply': [
          { guard: 'opensResults', target: 'results', actions: 'showResults' },
          // A new search or an out-of-context reply forgets the results a closed panel kept.
          { guard: 'closesPanel', actions: 'closePanel' },
          // A comparison opens the results it compares, with its table above them.
          { guard: 'hasComparison', target: 'results', actions: 'keepComparison' },
        ],
        'panel.reopen': { guard: 'hasRestoredResults', target: 'results' },
      },
    },
    results: {
      on: {
        'panel.reply': [
          { guard: 'opensResults', target: 'results', actions: 'showResults' },
          { guard: 'closesPanel', target: 'closed', actions: 'closePanel' },
          { guard: 'emptiesResults', actions: 'showResults' },
          { guard: 'hasComparison', actions: 'keepComparison' },
        ],
        'panel.analyze': { target: 'financial_analysis', actions: 'selectProperty' },
        'panel.pick': { actions: 'togglePick' },
        'panel.close': { target: 'closed', actions: 'hidePanel' },
        'panel.sort': { actions: 'setSort' },
        'panel.toggleFilters': { actions: 'toggleFilters' },
        'panel.showDetails': { actions: 'showDetails' },
        'panel.hideDetails': { actions: 'hideDetails' },
      },
    },
    financial_analysis: {
      initial: 'loading',
      on: {
        'panel.back': { target: 'results', actions: 'forgetAnalysis' },
        'panel.close': { target: 'closed', actions: 'hidePanel' },
        'panel.analyze': { target: '.loading', actions: 'selectProperty' },
      },
      states: {
        // 'Calculando análisis financiero...' until the reply to the generated request arrives.
        loading: {
          on: {
            'panel.reply': [
              { guard: 'hasAnalysis', target: 'ready', actions: 'keepAnalysis' },
              { target: 'unavailable', actions: 'keepAnalysis' },
            ],
            'panel.replyFailed': { target: 'unavailable' },
          },
        },
        // The analysis shown can be taken home: its PDF button lives while the analysis does.
        ready: {
          invoke: {
            id: 'analysisPdf',
            src: 'analysisPdf',
            input: ({ context }) => ({ propertyId: context.selected!.id }),
          },
          on: {
            'panel.reply': [
              { guard: 'opensResults', target: '#chatPanel.results', actions: 'showResults' },
              { guard: 'closesPanel', target: '#chatPanel.closed', actions: 'closePanel' },
              { guard: 'hasComparison', target: '#chatPanel.results', actions: 'keepComparison' },
            ],
          },
        },
        unavailable: {
          on: {
            'panel.reply': [
              { guard: 'opensResults', target: '#chatPanel.results', actions: 'showResults' },
              { guard: 'closesPanel', target: '#chatPanel.closed', actions: 'closePanel' },
              { guard: 'hasComparison', target: '#chatPanel.results', actions: 'keepComparison' },
            ],
          },
        },
      },
    },
  },
});
