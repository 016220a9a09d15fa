import { createActor } from 'xstate';
import { ApiError } from '#api/api-error';
import { controlled } from '#tests/xstate';

// Lets the settled actor's promise reach the machine.
const flush = () => new Promise((r) => setTimeout(r, 0));
import type { confirmRequest, loadRequest } from './privacy-confirm.actors';
import { privacyConfirmMachine } from './privacy-confirm.machine';
import { selectPrivacyConfirmView } from './privacy-confirm.select';

function start() {
  const load = controlled<typeof loadRequest>();
  const confirm = controlled<typeof confirmRequest>();
  const actor = createActor(
    privacyConfirmMachine.provide({ actors: { loadRequest: load.actor, confirmRequest: confirm.actor } }),
    { input: { token: 'token_de_prueba_1234567890' } }
  ).start();
  return { load, confirm, actor, view: () => selectPrivacyConfirmView(actor.getSnapshot()) };
}

describe('/privacidad/confirmar', () => {
  it('does nothing until the person confirms, then shows the outcome', async () => {
    const { load, confirm, actor, view } = start();
    expect(view()).toMatchObject({ loading: true, canConfirm: false });
    load.resolve({ kind: 'delete' });
    await flush();
    expect(view()).toMatchObject({ kind: 'delete', canConfirm: true });
    expect(confirm.inputs).toEqual([]);
    actor.send({ type: 'request.confirm' });
    expect(confirm.inputs).toEqual([{ token: 'token_de_prueba_1234567890' }]);
    confirm.resolve({
      kind: 'delete',
      message: 'Eliminamos tus datos personales.',
      records: [],
      saved_searches: [],
    });
    await flush();
    expect(view().result).toMatchObject({ message: 'Eliminamos tus datos personales.' });
  });

  it('says why a spent or expired link is no good', async () => {
    const { load, view } = start();
    load.reject(new ApiError('El enlace no es válido o ya venció.', 'http', 404));
    await flush();
    expect(view()).toMatchObject({
      invalid: true,
      canConfirm: false,
      error: 'El enlace no es válido o ya venció.',
    });
  });

  it('keeps the confirmation open after a failed attempt, with the message', async () => {
    const { load, confirm, actor, view } = start();
    load.resolve({ kind: 'export' });
    await flush();
    actor.send({ type: 'request.confirm' });
    confirm.reject(new ApiError('Sin conexión.', 'network'));
    await flush();
    expect(view()).toMatchObject({ canConfirm: true, error: 'Sin conexión.' });
  });
});
