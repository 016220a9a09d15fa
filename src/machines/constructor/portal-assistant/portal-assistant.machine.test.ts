import { createActor, fromPromise, waitFor } from 'xstate';
import type { PortalAssistantReply, PortalAssistantRequest } from '#domain/portal-assistant';
import { portalAssistantMachine } from './portal-assistant.machine';
import { selectPortalAssistantView } from './portal-assistant.select';

function start(answer: (input: PortalAssistantRequest) => Promise<PortalAssistantReply>) {
  const asked: PortalAssistantRequest[] = [];
  const actor = createActor(
    portalAssistantMachine.provide({
      actors: {
        askAssistant: fromPromise(({ input }: { input: PortalAssistantRequest }) => {
          asked.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { companyId: 7 } }
  ).start();
  const texts = () => actor.getSnapshot().context.messages.map((m) => `${m.sender}: ${m.text}`);
  return { actor, asked, texts };
}

describe('portal assistant', () => {
  it('greets, sends the trimmed question for the company, shows thinking, then the answer', async () => {
    const chat = start(async () => ({ topic: 'sales', content: '## Ventas\n3 unidades' }));
    expect(chat.texts()).toHaveLength(1);
    chat.actor.send({ type: 'chat.send', text: '  ¿ventas?  ' });
    expect(selectPortalAssistantView(chat.actor.getSnapshot())).toMatchObject({
      thinking: true,
      canSend: false,
    });
    await waitFor(chat.actor, (s) => s.matches('idle'));
    expect(chat.asked).toEqual([{ company_id: 7, message: '¿ventas?' }]);
    expect(chat.texts().slice(1)).toEqual(['user: ¿ventas?', 'ai: ## Ventas\n3 unidades']);
  });

  it('sends no empty question and nothing while an answer is pending', async () => {
    const chat = start(() => new Promise(() => {}));
    chat.actor.send({ type: 'chat.send', text: '   ' });
    expect(chat.actor.getSnapshot().matches('idle')).toBe(true);
    chat.actor.send({ type: 'chat.send', text: 'uno' });
    chat.actor.send({ type: 'chat.send', text: 'dos' });
    expect(chat.asked).toHaveLength(1);
    expect(chat.texts().at(-1)).toBe('user: uno');
  });

  it('answers a failure with the chat’s apology', async () => {
    const chat = start(async () => {
      throw new Error('503');
    });
    chat.actor.send({ type: 'chat.send', text: 'leads' });
    await waitFor(chat.actor, (s) => s.matches('idle'));
    const last = chat.actor.getSnapshot().context.messages.at(-1);
    expect(last).toMatchObject({
      sender: 'ai',
      failed: true,
      text: 'Lo siento, hubo un error al procesar tu mensaje. Por favor, intenta de nuevo.',
    });
  });

  it('starts a new conversation when the active company changes, dropping a pending answer', async () => {
    const chat = start(() => new Promise(() => {}));
    chat.actor.send({ type: 'chat.send', text: 'ventas' });
    chat.actor.send({ type: 'company.change', companyId: 8 });
    expect(chat.actor.getSnapshot().matches('idle')).toBe(true);
    expect(chat.texts()).toHaveLength(1);
    chat.actor.send({ type: 'chat.send', text: 'leads' });
    expect(chat.asked.at(-1)).toEqual({ company_id: 8, message: 'leads' });
  });
});
