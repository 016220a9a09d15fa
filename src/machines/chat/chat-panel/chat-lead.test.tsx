import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { ApiError } from '#api/api-error';
import { CONSENT_LABEL, CONSENT_REQUIRED, privacyPolicyPath } from '#domain/privacy';
import { belen } from '#machines/chat/chat-session/chat-session.fixtures';
import { LeadView } from '#ui/screens/chat/lead-dialog';
import { controlled } from '#tests/xstate';
import type { createLead } from './chat-lead.actors';
import { chatLeadMachine } from './chat-lead.machine';

afterEach(cleanup);

function setup() {
  const lead = controlled<typeof createLead>();
  let notified = 0;
  const actor = createActor(
    chatLeadMachine.provide({
      actors: { createLead: lead.actor },
      actions: { notifySent: () => void notified++ },
    }),
    { input: { property: belen, sessionId: 'chat_lead_1' } }
  ).start();
  const closed: number[] = [];
  render(<LeadView leadRef={actor} onClose={() => closed.push(1)} />);
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
});
