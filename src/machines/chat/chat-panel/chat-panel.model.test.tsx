import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ResultsPanel } from '#ui/screens/chat/results-panel';
import {
  analysisReply,
  belen,
  emptySearchReply,
  newSearchReply,
  searchReply,
} from '#machines/chat/chat-session/chat-session.fixtures';
import { chatPanelMachine, type ChatPanelEvent } from './chat-panel.machine';

const reply = (r: typeof searchReply): ChatPanelEvent => ({
  type: 'panel.reply',
  reply: r,
  onlyMessage: false,
});

// Replies, failures and 'Limpiar chat' reach the panel from the conversation; the rest are the visitor's gestures.
const events: ChatPanelEvent[] = [
  reply(searchReply),
  reply(emptySearchReply),
  reply(analysisReply),
  reply(newSearchReply),
  { type: 'panel.replyFailed' },
  { type: 'panel.analyze', property: belen },
  { type: 'panel.back' },
  { type: 'panel.close' },
  { type: 'panel.clear' },
];

const input = { restore: null };
const model = new TestModel(chatPanelMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(chatPanelMachine, {
    input,
    events,
    filterEvents: (s, e) =>
      s.can(e) &&
      // 'Análisis' is a button on a card: only results with cards offer it.
      (e.type !== 'panel.analyze' || s.context.properties.some((p) => p.id === belen.id)),
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.properties.length, s.context.analysis !== null]),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

const panel = () => screen.getByRole('complementary', { name: 'Resultados' });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the results panel follows its machine', async () => {
    const user = userEvent.setup();
    const actor = createActor(chatPanelMachine, { input }).start();
    render(
      <ResultsPanel
        panelRef={actor}
        language="es"
        searching={false}
        sessionId="chat_model_2"
        overlay={false}
        onAnalyze={(property) => actor.send({ type: 'panel.analyze', property })}
        onCompare={() => {}}
        onRemoveChip={() => {}}
      />
    );
    const deliver = (event: ChatPanelEvent) => act(async () => void actor.send(event));

    await path.test({
      events: {
        'panel.reply': ({ event }) => deliver(event as ChatPanelEvent),
        'panel.replyFailed': ({ event }) => deliver(event as ChatPanelEvent),
        'panel.clear': ({ event }) => deliver(event as ChatPanelEvent),
        'panel.analyze': async () => {
          const card = within(panel()).getByRole('article', { name: belen.title });
          await user.click(within(card).getByRole('button', { name: 'Análisis' }));
        },
        'panel.back': async () => {
          await user.click(within(panel()).getByRole('button', { name: 'Regresar' }));
        },
        'panel.close': async () => {
          await user.keyboard('{Escape}');
        },
      },
      states: {
        closed: () => {
          expect(screen.queryByRole('complementary', { name: 'Resultados' })).not.toBeInTheDocument();
        },
        results: (s) => {
          expect(within(panel()).getByRole('heading', { name: 'Resultados' })).toBeInTheDocument();
          if (s.context.properties.length === 0) {
            expect(
              within(panel()).getByText('No hay resultados para la búsqueda actual.')
            ).toBeInTheDocument();
          } else {
            expect(within(panel()).getAllByRole('article')).toHaveLength(s.context.properties.length);
            expect(
              within(panel()).getByRole('button', { name: 'Quitar filtro Medellín' })
            ).toBeInTheDocument();
          }
        },
        'financial_analysis.loading': async () => {
          // The analysis view's code is fetched the first time it is asked for.
          expect(
            await within(panel()).findByRole('heading', { name: 'Análisis Financiero' })
          ).toBeInTheDocument();
          expect(within(panel()).getByText('Calculando análisis financiero...')).toBeInTheDocument();
        },
        'financial_analysis.ready': () => {
          for (const section of [
            'Métricas principales',
            'Costos anuales',
            'Resultados financieros',
            'Recomendaciones',
            'Conclusiones',
          ]) {
            expect(within(panel()).getByRole('region', { name: section })).toBeInTheDocument();
          }
          const results = within(panel()).getByRole('region', { name: 'Resultados financieros' });
          expect(within(results).getByText('-$2.500.000')).toBeInTheDocument();
        },
        'financial_analysis.unavailable': () => {
          expect(within(panel()).getByText('No hay análisis disponible')).toBeInTheDocument();
        },
      },
    });
    actor.stop();
  });
});

it('covers every state of the panel chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of [
    'closed',
    'results',
    { financial_analysis: 'loading' },
    { financial_analysis: 'ready' },
    { financial_analysis: 'unavailable' },
  ]) {
    expect(reached).toContain(JSON.stringify(s));
  }
});
