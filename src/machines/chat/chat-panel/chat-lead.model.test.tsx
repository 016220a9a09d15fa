import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { CONSENT_LABEL } from '#domain/privacy';
import { belen } from '#machines/chat/chat-session/chat-session.fixtures';
import { LeadView } from '#ui/screens/chat/lead-dialog';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { createLead } from './chat-lead.actors';
import { chatLeadMachine, type ChatLeadEvent } from './chat-lead.machine';

type Snapshot = SnapshotFrom<typeof chatLeadMachine>;

const input = { property: belen, sessionId: 'chat_lead_model' };
const created = { company_name: 'Constructora Andina S.A.S.', message: '¡Gracias, Valentina Ríos!' };
const refused = new ApiError('Demasiadas solicitudes. Intenta más tarde.', 'http', 429);
const values = {
  contact_name: 'Valentina Ríos',
  contact_email: '',
  contact_phone: '+57 300 123 4567',
  message: '',
  consent: true,
};

// The form's submit, and the server's two answers.
const events: ChatLeadEvent[] = [
  { type: 'form.submit', values },
  done('createLead', created),
  failed('createLead', refused),
];

// The toast is the chat screen's business; here the dialog alone is under test.
const lead = chatLeadMachine.provide({ actions: { notifySent: () => {} } });

const model = new TestModel(lead, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(lead, {
    input,
    events,
    filterEvents: (s, e) => (s as Snapshot).can(e),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => JSON.stringify([s.value, (s as Snapshot).context.error]),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it("the 'Me interesa' dialog follows its machine", async () => {
    const user = userEvent.setup();
    const create = controlled<typeof createLead>();
    const leadRef = createActor(lead.provide({ actors: { createLead: create.actor } }), { input }).start();
    render(<LeadView leadRef={leadRef} onClose={() => {}} />);

    await path.test({
      events: {
        'form.submit': async () => {
          const name = screen.getByRole('textbox', { name: /Nombre/ });
          const phone = screen.getByRole('textbox', { name: 'Teléfono' });
          await user.clear(name);
          await user.type(name, values.contact_name);
          await user.clear(phone);
          await user.type(phone, values.contact_phone);
          const consent = screen.getByRole('checkbox', { name: CONSENT_LABEL });
          if (!(consent as HTMLInputElement).checked) await user.click(consent);
          await user.click(screen.getByRole('button', { name: 'Enviar datos' }));
        },
        ...settle({ createLead: create }),
      },
      states: {
        editing: (s) => {
          expect(screen.getByRole('dialog', { name: 'Me interesa' })).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Enviar datos' })).toBeEnabled();
          if ((s as Snapshot).context.error) {
            expect(screen.getByRole('alert')).toHaveTextContent(refused.message);
            // A refused lead keeps what was typed.
            expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue(values.contact_name);
          } else {
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
          }
        },
        submitting: () => {
          expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
          expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
          expect(screen.getByRole('textbox', { name: /Nombre/ })).toBeDisabled();
        },
        sent: () => {
          expect(screen.getByText(created.message)).toBeInTheDocument();
          expect(screen.queryByRole('button', { name: 'Enviar datos' })).not.toBeInTheDocument();
          // The thank-you text brings its own 'Cerrar' beside the dialog's close button.
          expect(screen.getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
        },
      },
    });
    expect(create.inputs.every((i) => i.property_id === belen.id && i.session_id === input.sessionId)).toBe(
      true
    );
    await act(async () => leadRef.stop());
  });
});

it("covers every state of the 'Me interesa' chart", () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['editing', 'submitting', 'sent']) expect(reached).toContain(JSON.stringify(s));
});
