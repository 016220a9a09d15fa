import { createActor } from 'xstate';
import { ApiError } from '#api/api-error';
import { PRIVACY_REQUEST_RECEIVED } from '#domain/privacy';
import { controlled } from '#tests/xstate';

// Lets the settled actor's promise reach the machine.
const flush = () => new Promise((r) => setTimeout(r, 0));
import type { sendRequest } from './privacy-request.actors';
import { privacyRequestMachine } from './privacy-request.machine';
import { selectPrivacyRequestView } from './privacy-request.select';

function start() {
  const send = controlled<typeof sendRequest>();
  const actor = createActor(privacyRequestMachine.provide({ actors: { sendRequest: send.actor } })).start();
  return { send, actor, view: () => selectPrivacyRequestView(actor.getSnapshot()) };
}

describe('/privacidad request', () => {
  it('sends the address and the right asked for, then shows the neutral answer', async () => {
    const { send, actor, view } = start();
    actor.send({ type: 'form.submit', values: { email: 'ana@example.co', kind: 'delete' } });
    expect(view()).toMatchObject({ sending: true, sent: false });
    expect(send.inputs).toEqual([{ email: 'ana@example.co', kind: 'delete' }]);
    send.resolve({ message: PRIVACY_REQUEST_RECEIVED });
    await flush();
    expect(view()).toMatchObject({ sent: true, message: PRIVACY_REQUEST_RECEIVED, error: null });
    actor.send({ type: 'form.reset' });
    expect(view()).toMatchObject({ sent: false, message: null });
  });

  it("keeps the form with the server's refusal", async () => {
    const { send, actor, view } = start();
    actor.send({ type: 'form.submit', values: { email: 'ana@example.co', kind: 'export' } });
    send.reject(new ApiError('Recibimos varias solicitudes desde tu conexión.', 'http', 429));
    await flush();
    expect(view()).toMatchObject({
      sent: false,
      sending: false,
      error: 'Recibimos varias solicitudes desde tu conexión.',
    });
  });
});
