import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import '#ui/components/jsdom-shims';
import { fromReply } from '#machines/chat/chat-session/chat-message';
import { searchReply } from '#machines/chat/chat-session/chat-session.fixtures';
import { chatSessionMachine } from '#machines/chat/chat-session/chat-session.machine';
import { ChatView } from './chat-screen';

afterEach(cleanup);

it("brings closed results back with 'Ver resultados (N)', and asks before 'Limpiar chat' forgets them", async () => {
  const user = userEvent.setup();
  const actor = createActor(chatSessionMachine.provide({ actions: { persistHistory: () => {} } }), {
    input: { sessionId: 'chat_reopen_1', messages: [fromReply(searchReply, new Date())] },
  }).start();
  render(<ChatView sessionRef={actor} onBack={() => {}} />);
  expect(await screen.findByRole('complementary', { name: 'Resultados' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Ver resultados/ })).not.toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('complementary', { name: 'Resultados' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ver resultados (2)' }));
  expect(screen.getByRole('complementary', { name: 'Resultados' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cerrar resultados' }));
  await user.click(screen.getByRole('button', { name: 'Limpiar chat' }));
  await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
  expect(await screen.findByRole('button', { name: 'Ver resultados (2)' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Limpiar chat' }));
  const dialog = await screen.findByRole('alertdialog', { name: '¿Limpiar chat?' });
  await user.click(within(dialog).getByRole('button', { name: 'Limpiar chat' }));
  expect(actor.getSnapshot().context.messages).toEqual([]);
  expect(screen.queryByRole('button', { name: /Ver resultados/ })).not.toBeInTheDocument();
  actor.stop();
});
