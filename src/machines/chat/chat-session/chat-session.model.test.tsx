import { cleanup, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { CHAT_APOLOGY } from '#domain/chat';
import { ChatView } from '#ui/screens/chat/chat-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { sendMessage } from './chat-session.actors';
import { searchReply } from './chat-session.fixtures';
import { chatSessionMachine, type ChatSessionEvent } from './chat-session.machine';

// Every event a path may take. 'chat.analyze' needs a result card and is covered by the panel's generated paths.
const events: ChatSessionEvent[] = [
  { type: 'chat.send', text: 'Hola' },
  { type: 'chat.askClear' },
  { type: 'chat.cancelClear' },
  { type: 'chat.clear' },
  done('sendMessage', searchReply),
  failed('sendMessage'),
];

const input = { sessionId: 'chat_model_1', messages: [] };
const model = new TestModel(chatSessionMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(chatSessionMachine, {
    input,
    events,
    // 'Limpiar chat' asks first (from a quiet conversation); while it asks, only its two answers are offered.
    filterEvents: (s, e) => {
      if (!s.can(e)) return false;
      const asking = s.context.confirmingClear;
      if (e.type === 'chat.askClear') return !asking && s.matches('idle');
      if (e.type === 'chat.clear' || e.type === 'chat.cancelClear') return asking;
      return !asking;
    },
    // The history grows without end; two messages already show every kind of screen.
    serializeState: (s) =>
      JSON.stringify([s.value, Math.min(s.context.messages.length, 2), s.context.confirmingClear]),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the chat screen follows its session machine', async () => {
    const user = userEvent.setup();
    const send = controlled<typeof sendMessage>();
    const actor = createActor(
      chatSessionMachine.provide({
        actors: { sendMessage: send.actor },
        actions: { persistHistory: () => {} },
      }),
      { input }
    ).start();
    render(<ChatView sessionRef={actor} onBack={() => {}} />);

    await path.test({
      events: {
        'chat.send': async () => {
          await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Hola');
          await user.keyboard('{Enter}');
        },
        'chat.askClear': async () => {
          await user.click(screen.getByRole('button', { name: 'Limpiar chat' }));
        },
        'chat.cancelClear': async () => {
          await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
        },
        'chat.clear': async () => {
          await user.click(
            within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Limpiar chat' })
          );
        },
        ...settle({ sendMessage: send }),
      },
      states: {
        idle: async (s) => {
          if (s.context.confirmingClear) {
            // The dialog's code is fetched the first time it opens, slowly on a busy machine.
            expect(
              await screen.findByRole('alertdialog', { name: '¿Limpiar chat?' }, { timeout: 5000 })
            ).toBeInTheDocument();
            return;
          }
          await waitForElementToBeRemoved(() => screen.queryByRole('alertdialog')).catch(() => {});
          expect(screen.queryByText('El asistente está escribiendo...')).not.toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
          if (s.context.messages.length === 0) {
            expect(
              screen.getByRole('heading', { name: /Soy tu asistente de inversión/ })
            ).toBeInTheDocument();
            expect(screen.queryByRole('complementary', { name: 'Resultados' })).not.toBeInTheDocument();
          } else {
            expect(screen.getByRole('log', { name: 'Conversación' })).toHaveTextContent(
              'Encontré 2 propiedades'
            );
            expect(screen.getByRole('button', { name: 'Nueva búsqueda' })).toBeInTheDocument();
          }
        },
        sending: (s) => {
          expect(screen.getByText('El asistente está escribiendo...')).toHaveAttribute('role', 'status');
          if (s.context.messages.some((m) => m.role === 'assistant' && !m.failed)) {
            // The open results wait for the new reply.
            expect(screen.getByText('Buscando propiedades...')).toBeInTheDocument();
          }
          expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
          expect(screen.getByRole('log', { name: 'Conversación' })).toHaveTextContent('Hola');
        },
        failed: () => {
          expect(screen.getByRole('log', { name: 'Conversación' })).toHaveTextContent(CHAT_APOLOGY);
          expect(screen.queryByText('El asistente está escribiendo...')).not.toBeInTheDocument();
        },
      },
    });
    actor.stop();
  });
});

it('covers every state of the chat session chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['idle', 'sending', 'failed']) expect(reached).toContain(JSON.stringify(s));
});
