import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { LeadCapture, LeadCaptureUpdate } from '#domain/lead-capture';
import type { Member } from '#domain/member';
import { CAPTURE_SAVED, KEY_ROTATED, leadCaptureMachine } from './lead-capture.machine';

const capture: LeadCapture = {
  key: 'lc_uno',
  allowed_origins: ['https://www.andina.test'],
  snippet: '<form id="inbest-lead-form"></form>',
  rotation: [],
  whatsapp_template: null,
};
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(save: (body: LeadCaptureUpdate) => Promise<LeadCapture>) {
  const notices: string[] = [];
  const ref = createActor(
    leadCaptureMachine.provide({
      actors: {
        loadCapture: fromPromise(async () => ({ capture, members: [] as Member[] })),
        saveCapture: fromPromise(({ input }) => save(input.body)),
        rotateKey: fromPromise(async () => ({ ...capture, key: 'lc_dos' })),
      },
      actions: { notify: (_, params) => void notices.push(params.message) },
    }),
    { input: { companyId: 1 } }
  ).start();
  return { ref, notices };
}

describe("'Captura de leads' machine", () => {
  it('saves the websites and the rotation, and changes the key', async () => {
    const { ref, notices } = start(async (body) => ({ ...capture, ...body }));
    await flush();
    expect(ref.getSnapshot().value).toBe('ready');
    ref.send({
      type: 'capture.save',
      body: { allowed_origins: ['https://otra.test'], rotation: [2], whatsapp_template: null },
    });
    await flush();
    expect(ref.getSnapshot().context.capture).toMatchObject({
      allowed_origins: ['https://otra.test'],
      rotation: [2],
    });
    ref.send({ type: 'capture.rotate' });
    await flush();
    expect(ref.getSnapshot().context.capture?.key).toBe('lc_dos');
    expect(notices).toEqual([CAPTURE_SAVED, KEY_ROTATED]);
  });

  it("keeps the server's Spanish refusal in the section and the settings as they were", async () => {
    const refusal = 'Cada sitio debe escribirse como https://www.miconstructora.com, sin ruta';
    const { ref } = start(async () => {
      throw new ApiError(refusal, 'http', 422, { detail: refusal });
    });
    await flush();
    ref.send({
      type: 'capture.save',
      body: { allowed_origins: ['x'], rotation: [], whatsapp_template: null },
    });
    await flush();
    expect(ref.getSnapshot().value).toBe('ready');
    expect(ref.getSnapshot().context.error).toBe(refusal);
    expect(ref.getSnapshot().context.capture).toEqual(capture);
  });
});
