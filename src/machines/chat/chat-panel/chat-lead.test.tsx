import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { ApiError } from '#api/api-error';
import { CONSENT_LABEL, CONSENT_REQUIRED, privacyPolicyPath } from '#domain/privacy';
import { belen } from '#machines/chat/chat-session/chat-session.fixtures';
import type { ChatLanguage } from '#domain/chat-constants';
import { LeadView } from '#ui/screens/chat/lead-dialog';
import { CHAT_TEXTS_ES, ChatTextsProvider, loadEnglishTexts } from '#ui/screens/chat/chat-texts';
import { controlled } from '#tests/xstate';
import type { createLead } from './chat-lead.actors';
import { chatLeadMachine } from './chat-lead.machine';

const english = await loadEnglishTexts();

afterEach(cleanup);

function setup(language: ChatLanguage = 'es') {
  const lead = controlled<typeof createLead>();
  let notified = 0;
  const actor = createActor(
    chatLeadMachine.provide({
      actors: { createLead: lead.actor },
      actions: { notifySent: () => void notified++ },
    }),
    { input: { property: belen, sessionId: 'chat_lead_1', language } }
  ).start();
  const closed: number[] = [];
  // The chat screen gives its parts the catalogue of the conversation's language.
  render(
    <ChatTextsProvider value={language === 'en' ? english : CHAT_TEXTS_ES}>
      <LeadView leadRef={actor} onClose={() => closed.push(1)} />
    </ChatTextsProvider>
  );
  return { lead, actor, closed, notified: () => notified };
}

describe("'Me interesa'", () => {
  it('asks for a name and an email or phone, in Spanish, before sending anything', async () => {
    const user = userEvent.setup();
    const { lead } = setup();
    await user.click(screen.getByRole('button', { name: 'Enviar datos' }));
    expect(await screen.findByText('Escribe tu nombre')).toBeInTheDocument();
    expect(screen.getByText('Indica un correo electrónico o un teléfono')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Enviar datos' }));
    expect(await screen.findByText('Escribe un correo electrónico válido')).toBeInTheDocument();
    expect(lead.inputs).toEqual([]);
  });

  it('refuses to send without the authorisation to treat the data, unticked at first and linked to the policy', async () => {
    const user = userEvent.setup();
    const { lead } = setup();
    const consent = screen.getByRole('checkbox', { name: CONSENT_LABEL });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Política de tratamiento de datos' })).toHaveAttribute(
      'href',
      privacyPolicyPath(belen.company.id)
    );
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Valentina Ríos');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '+57 300 123 4567');
    await user.click(screen.getByRole('button', { name: 'Enviar datos' }));
    expect(await screen.findByText(CONSENT_REQUIRED)).toBeInTheDocument();
    expect(lead.inputs).toEqual([]);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Enviar datos' }));
    expect(lead.inputs[0]).toMatchObject({ consent: true, contact_name: 'Valentina Ríos' });
  });

  it('sends the lead for the property and the chat session, then thanks the visitor', async () => {
    const user = userEvent.setup();
    const { lead, actor, notified } = setup();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Valentina Ríos');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '+57 300 123 4567');
    await user.click(screen.getByRole('checkbox', { name: CONSENT_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Enviar datos' }));
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(lead.inputs[0]).toMatchObject({
      contact_name: 'Valentina Ríos',
      contact_phone: '+57 300 123 4567',
      property_id: belen.id,
      session_id: 'chat_lead_1',
    });
    await act(async () =>
      lead.resolve({
        company_name: 'Constructora Andina S.A.S.',
        message: '¡Gracias, Valentina Ríos!',
      })
    );
    expect(screen.getByText('¡Gracias, Valentina Ríos!')).toBeInTheDocument();
    expect(notified()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("keeps the form with the server's message when sending fails", async () => {
    const user = userEvent.setup();
    const { lead, actor } = setup();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.co');
    await user.click(screen.getByRole('checkbox', { name: CONSENT_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Enviar datos' }));
    await act(async () => lead.reject(new ApiError('Esta propiedad ya no está disponible.', 'http', 409)));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(screen.getByRole('alert')).toHaveTextContent('Esta propiedad ya no está disponible.');
  });

  it('speaks English in an English conversation: labels, the authorisation and every validation message', async () => {
    const user = userEvent.setup();
    const { lead } = setup('en');
    await user.click(screen.getByRole('button', { name: 'Send details' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address or a phone number')).toBeInTheDocument();
    expect(
      screen.getByText('You must authorise the processing of your personal data to send them.')
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12');
    await user.click(screen.getByRole('button', { name: 'Send details' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personal data processing policy' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const spanish of ['Escribe', 'Indica', 'Debes autorizar', 'Autorizo', 'Política'])
      expect(text).not.toContain(spanish);
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Jane Doe');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jane@example.com');
    await user.click(
      screen.getByRole('checkbox', { name: 'I authorise the processing of my personal data' })
    );
    await user.click(screen.getByRole('button', { name: 'Send details' }));
    // The server thanks the visitor in the conversation's language.
    expect(lead.inputs[0]).toMatchObject({ contact_name: 'Jane Doe', language: 'en' });
  });
});
