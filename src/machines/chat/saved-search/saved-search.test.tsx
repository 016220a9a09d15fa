import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { CONSENT_LABEL, CONSENT_REQUIRED } from '#domain/privacy';
import { SAVED_SEARCH_POLICY_PATH, SAVED_SEARCH_RECEIVED } from '#domain/saved-searches';
import { SaveSearchView } from '#ui/screens/chat/save-search-dialog';
import { CHAT_TEXTS_ES, ChatTextsProvider } from '#ui/screens/chat/chat-texts';
import { CHAT_TEXTS_EN } from '#ui/screens/chat/chat-texts-en';
import { controlled } from '#tests/xstate';
import type { saveSearch } from './saved-search.actors';
import { savedSearchMachine } from './saved-search.machine';

afterEach(cleanup);

function setup(language: 'es' | 'en' = 'es') {
  const save = controlled<typeof saveSearch>();
  const actor = createActor(savedSearchMachine.provide({ actors: { saveSearch: save.actor } }), {
    input: { sessionId: 'chat_save_1', language },
  }).start();
  // The chat screen gives its dialogs the conversation's catalogue.
  render(
    <ChatTextsProvider value={language === 'en' ? CHAT_TEXTS_EN : CHAT_TEXTS_ES}>
      <SaveSearchView savedRef={actor} onClose={() => {}} />
    </ChatTextsProvider>
  );
  return { save, actor };
}

describe("'Guardar búsqueda'", () => {
  it('refuses without an e-mail or without the unticked authorisation, sending nothing', async () => {
    const user = userEvent.setup();
    const { save } = setup();
    const consent = screen.getByRole('checkbox', { name: CONSENT_LABEL });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Política de tratamiento de datos' })).toHaveAttribute(
      'href',
      SAVED_SEARCH_POLICY_PATH
    );
    await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    expect(await screen.findByText('Escribe un correo electrónico válido')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    expect(await screen.findByText(CONSENT_REQUIRED)).toBeInTheDocument();
    expect(save.inputs).toEqual([]);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    expect(save.inputs).toEqual([
      { email: 'lucia@example.com', consent: true, session_id: 'chat_save_1', language: 'es' },
    ]);
  });

  it('speaks English in an English conversation', async () => {
    const user = userEvent.setup();
    const { save } = setup('en');
    expect(screen.getByRole('dialog', { name: 'Save search' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'john@example.com');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(
      await screen.findByText('You must authorise the processing of your personal data to send them.')
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personal data processing policy' })).toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', { name: 'I authorise the processing of my personal data' })
    );
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    // The search is saved in the conversation's language: its mails will be written in it.
    expect(save.inputs[0]).toMatchObject({ language: 'en' });
    save.resolve({ message: SAVED_SEARCH_RECEIVED.en, language: 'en' });
    expect(await screen.findByText(SAVED_SEARCH_RECEIVED.en)).toBeInTheDocument();
  });
});
