import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import type { ChatReply } from '#domain/chat';
import { ChatView } from '#ui/screens/chat/chat-screen';
import { CHAT_TEXTS_ES, loadEnglishTexts } from '#ui/screens/chat/chat-texts';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { sendMessage } from './chat-session.actors';
import { searchReply } from './chat-session.fixtures';
import { chatSessionMachine, type ChatSessionEvent } from './chat-session.machine';

// The chat screen walked in English: after 'EN', no text of the Spanish catalogue is rendered anywhere on the screen
// (words, labels, placeholders, titles), through sending, a reply with results, a failure and 'Clear chat'.

const englishReply: ChatReply = {
  ...searchReply,
  language: 'en',
  content: '## I found 2 properties\nFor your search for **properties with 2 bedrooms in Medellín**.',
};

const events: ChatSessionEvent[] = [
  { type: 'chat.language', language: 'en' },
  { type: 'chat.send', text: 'Hi' },
  { type: 'chat.askClear' },
  { type: 'chat.cancelClear' },
  { type: 'chat.clear' },
  done('sendMessage', englishReply),
  failed('sendMessage'),
];

const input = { sessionId: 'chat_english_1', messages: [] };
const model = new TestModel(chatSessionMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(chatSessionMachine, {
    input,
    events,
    // Every path switches to English first; then the conversation goes on as in the Spanish walk.
    filterEvents: (s, e) => {
      if (!s.can(e)) return false;
      if (e.type === 'chat.language') return s.context.language === 'es';
      if (s.context.language === 'es') return false;
      const asking = s.context.confirmingClear;
      if (e.type === 'chat.askClear') return !asking && s.matches('idle');
      if (e.type === 'chat.clear' || e.type === 'chat.cancelClear') return asking;
      return !asking;
    },
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        Math.min(s.context.messages.length, 2),
        s.context.confirmingClear,
        s.context.language,
      ]),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

// The Spanish texts that differ from their English ones, cut at their placeholders.
const englishTexts = await loadEnglishTexts();
const spanishOnly = (Object.keys(CHAT_TEXTS_ES) as (keyof typeof CHAT_TEXTS_ES)[])
  .filter((key) => CHAT_TEXTS_ES[key] !== englishTexts[key])
  .flatMap((key) => CHAT_TEXTS_ES[key].split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => part.length >= 3);

/** Every text the screen shows or announces: its words and its labels, placeholders, titles and alternatives. */
function renderedTexts(): string[] {
  const texts = [document.body.textContent ?? ''];
  for (const el of document.body.querySelectorAll('*'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      if (el.getAttribute(name)) texts.push(el.getAttribute(name) as string);
  return texts;
}

function expectNoSpanish() {
  const texts = renderedTexts();
  const found = spanishOnly.filter((spanish) => texts.some((t) => t.includes(spanish)));
  expect(found).toEqual([]);
}

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('shows no Spanish text of the screen once the conversation is English', async () => {
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
        'chat.language': async () => {
          await user.click(screen.getByRole('button', { name: 'EN' }));
        },
        'chat.send': async () => {
          await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
          await user.keyboard('{Enter}');
        },
        'chat.askClear': async () => {
          await user.click(screen.getByRole('button', { name: 'Clear chat' }));
        },
        'chat.cancelClear': async () => {
          await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
        },
        'chat.clear': async () => {
          await user.click(
            within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear chat' })
          );
        },
        ...settle({ sendMessage: send }),
      },
      states: {
        idle: async (s) => {
          if (s.context.language === 'es') return;
          // Behind an open dialog the screen is hidden from the accessibility tree, still on screen.
          await screen.findByRole('button', { name: 'Send', hidden: true });
          if (s.context.confirmingClear)
            // The dialog's code is fetched the first time it opens, slowly on a busy machine.
            await screen.findByRole('alertdialog', { name: 'Clear chat?' }, { timeout: 5000 });
          if (s.context.messages.some((m) => m.role === 'assistant'))
            await screen.findByRole('complementary', { name: 'Results', hidden: true });
          expectNoSpanish();
        },
        sending: async () => {
          await screen.findByText('The assistant is typing...');
          expectNoSpanish();
        },
        failed: async () => {
          expect(screen.getByRole('log', { name: 'Conversation' })).toHaveTextContent(englishTexts.apology);
          expectNoSpanish();
        },
      },
    });
    actor.stop();
  });
});

it('walks every state of the chat session chart in English', () => {
  const reached = new Set(
    paths.flatMap((p) =>
      p.steps.filter((st) => st.state.context.language === 'en').map((st) => JSON.stringify(st.state.value))
    )
  );
  for (const s of ['idle', 'sending', 'failed']) expect(reached).toContain(JSON.stringify(s));
});
