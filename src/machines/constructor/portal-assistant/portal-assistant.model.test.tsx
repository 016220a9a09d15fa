import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const ANSWER = { topic: 'sales' as const, content: '## Ventas de este mes\nSe vendieron **3 unidades**.' };

const events: PortalAssistantEvent[] = [
  { type: 'chat.send', text: PORTAL_QUICK_ACTIONS[1].question },
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
          expect(screen.getByRole('log')).toHaveTextContent(PORTAL_QUICK_ACTIONS[1].question);
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
