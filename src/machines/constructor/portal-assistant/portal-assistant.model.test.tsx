import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { PORTAL_QUICK_ACTIONS, PORTAL_QUICK_QUERIES } from '#domain/portal-assistant';
import { PortalAssistantView } from '#ui/screens/constructor/assistant/portal-assistant-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import {
  portalAssistantMachine,
  type askAssistant,
  type PortalAssistantEvent,
} from './portal-assistant.machine';

vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof portalAssistantMachine>;

const LEADS_CARD = PORTAL_QUICK_ACTIONS.find((a) => a.title === 'Generar leads calificados')!;

const ANSWER = { topic: 'sales' as const, content: '## Ventas de este mes\nSe vendieron **3 unidades**.' };

const events: PortalAssistantEvent[] = [
  { type: 'chat.send', text: LEADS_CARD.question },
  done('askAssistant', ANSWER),
  failed('askAssistant'),
];

const model = new TestModel(portalAssistantMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(portalAssistantMachine, {
    input: { companyId: 1 },
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
    // The conversation grows without end: a state is its chart state and what its last message is.
    serializeState: (s) => {
      const last = (s as Snapshot).context.messages.at(-1)!;
      return JSON.stringify([s.value, last.sender, Boolean(last.failed), last.id > 0]);
    },
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the assistant screen follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const ask = controlled<typeof askAssistant>();
    const pageRef = createActor(portalAssistantMachine.provide({ actors: { askAssistant: ask.actor } }), {
      input: { companyId: 1 },
    }).start();
    render(<PortalAssistantView pageRef={pageRef} companyName="Constructora Andina S.A.S." />);
    await path.test({
      events: {
        // The 'Generar leads calificados' card sends its question.
        'chat.send': () => user.click(screen.getByRole('button', { name: /Generar leads calificados/ })),
        ...settle({ askAssistant: ask }),
      },
      states: {
        idle: (s) => {
          expect(screen.queryByText('Red neuronal procesando...')).toBeNull();
          expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
          expect(screen.getByRole('textbox', { name: 'Pregunta' })).toHaveAttribute(
            'placeholder',
            'Describe tu proyecto o haz una pregunta...'
          );
          const last = s.context.messages.at(-1)!;
          if (last.failed) expect(screen.getByRole('alert')).toHaveTextContent('Lo siento');
          else if (last.sender === 'ai' && s.context.messages.length > 1)
            expect(screen.getByRole('log')).toHaveTextContent('Se vendieron 3 unidades');
        },
        thinking: () => {
          expect(screen.getByRole('status')).toHaveTextContent('Red neuronal procesando...');
          expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
          expect(screen.getByRole('log')).toHaveTextContent(LEADS_CARD.question);
          for (const query of PORTAL_QUICK_QUERIES) {
            expect(screen.getByRole('button', { name: query.label })).toBeDisabled();
          }
        },
      },
    });
    pageRef.stop();
  });
});

it('sends a typed question on Enter and clears the input', async () => {
  const user = userEvent.setup({ delay: null });
  const ask = controlled<typeof askAssistant>();
  const pageRef = createActor(portalAssistantMachine.provide({ actors: { askAssistant: ask.actor } }), {
    input: { companyId: 3 },
  }).start();
  render(<PortalAssistantView pageRef={pageRef} companyName="Andina" />);
  const input = screen.getByRole('textbox', { name: 'Pregunta' });
  await user.type(input, '¿Cuántas unidades vendimos este mes?{Enter}');
  expect(ask.inputs).toEqual([{ company_id: 3, message: '¿Cuántas unidades vendimos este mes?' }]);
  expect(input).toHaveValue('');
  pageRef.stop();
});

// The workspace's 'Asistente AI' view (spec §2, constructor variant): three quick-action cards that ask their
// question about the active company, one after the other as each answer arrives.
it('has the analysis, ROI and market trends cards, each sending its question', async () => {
  const user = userEvent.setup({ delay: null });
  const ask = controlled<typeof askAssistant>();
  const pageRef = createActor(portalAssistantMachine.provide({ actors: { askAssistant: ask.actor } }), {
    input: { companyId: 5 },
  }).start();
  render(<PortalAssistantView pageRef={pageRef} companyName="Andina" />);
  const cards = [
    ['Análisis de proyecto', 'Ritmo de ventas, absorción, meses de inventario y precio por m²'],
    ['Cálculo de ROI', 'Inversión, ingresos y ROI esperado frente al realizado'],
    ['Tendencias del mercado', 'Precio por m² publicado y vendido por ciudad y mes'],
  ] as const;
  for (const [index, [title, description]] of cards.entries()) {
    const card = screen.getByRole('button', { name: new RegExp(`^${title}`) });
    expect(card).toHaveTextContent(description);
    await user.click(card);
    expect(card).toBeDisabled();
    const question = PORTAL_QUICK_ACTIONS.find((a) => a.title === title)!.question;
    expect(ask.inputs[index]).toEqual({ company_id: 5, message: question });
    expect(screen.getByRole('log')).toHaveTextContent(question);
    await act(async () => ask.resolve({ topic: 'analysis', content: `## ${title}\nRespuesta ${index}` }));
  }
  expect(ask.inputs).toHaveLength(3);
  expect(screen.getByRole('log')).toHaveTextContent('Respuesta 2');
  pageRef.stop();
});
