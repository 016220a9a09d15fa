import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { LeadCapture, LeadCaptureUpdate } from '#domain/lead-capture';
import type { Member } from '#domain/member';
import { loadCapture, rotateKey, saveCapture } from './lead-capture.actors';

export type LeadCaptureEvent =
  { type: 'capture.save'; body: LeadCaptureUpdate } | { type: 'capture.rotate' } | { type: 'capture.retry' };

export const CAPTURE_SAVED = 'Captura de leads guardada';
export const KEY_ROTATED = 'Clave cambiada: pega el formulario nuevo en tu sitio web';

type Context = { companyId: number; capture: LeadCapture | null; members: Member[]; error: string | null };

/**
 * 'Captura de leads' in the company's page (OWNER, ADMIN): loads the key, the websites, the snippet and the members;
 * saves the websites, the rotation and the WhatsApp template, or changes the key. A refusal stays in the section.
 */
export const leadCaptureMachine = setup({
  types: { input: {} as { companyId: number }, context: {} as Context, events: {} as LeadCaptureEvent },
  actors: { loadCapture, saveCapture, rotateKey },
  actions: {
    notify: (_, params: { message: string }) => {
      toast.success(params.message);
    },
  },
}).createMachine({
  id: 'leadCapture',
  context: ({ input }) => ({ companyId: input.companyId, capture: null, members: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadCapture',
        src: 'loadCapture',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: {
          target: 'ready',
          actions: assign({
            capture: ({ event }) => event.output.capture,
            members: ({ event }) => event.output.members,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'capture.retry': 'loading' } },
    ready: { on: { 'capture.save': 'saving', 'capture.rotate': 'rotating' } },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        id: 'saveCapture',
        src: 'saveCapture',
        input: ({ context, event }) => ({
          companyId: context.companyId,
          body: (event as Extract<LeadCaptureEvent, { type: 'capture.save' }>).body,
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ capture: ({ event }) => event.output }),
            { type: 'notify', params: { message: CAPTURE_SAVED } },
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    rotating: {
      entry: assign({ error: null }),
      invoke: {
        id: 'rotateKey',
        src: 'rotateKey',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ capture: ({ event }) => event.output }),
            { type: 'notify', params: { message: KEY_ROTATED } },
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});
