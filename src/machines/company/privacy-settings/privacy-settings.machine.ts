import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { PrivacyForm, PrivacySettings } from '#domain/privacy';
import {
  savedByOther,
  staleRecordState,
  staleSave,
  type StaleReloadEvent,
} from '#machines/shared/stale-record/stale-record';
import { loadPrivacy, savePrivacy } from './privacy-settings.actors';

export type PrivacySettingsEvent =
  /** 'Guardar nueva versión': the editor passed its Spanish validation. */
  | { type: 'privacy.save'; values: PrivacyForm }
  /** 'Reintentar' after the settings could not be read. */
  | { type: 'privacy.retry' }
  | StaleReloadEvent;

/** The notice of a save; a changed text was published as the next version. */
export const privacySavedMessage = (before: number, after: PrivacySettings) =>
  after.policy.version > before
    ? `Política publicada como versión ${after.policy.version}`
    : 'Conservación de datos guardada';

type Context = { companyId: number; settings: PrivacySettings | null; error: string | null };

/**
 * 'Política de tratamiento de datos' in the company's page: every member reads the current version, its history
 * and the retention; OWNER/ADMIN save a new version on the one they read. Another person's newer version waits in
 * `stale` for 'Recargar'; any other refusal stays in the section with the text as typed.
 */
export const privacySettingsMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as Context,
    events: {} as PrivacySettingsEvent,
    tags: {} as 'stale',
  },
  actors: { loadPrivacy, savePrivacy },
  guards: { savedByOther },
  actions: {
    notify: (_, params: { message: string }) => {
      toast.success(params.message);
    },
  },
}).createMachine({
  id: 'privacySettings',
  context: ({ input }) => ({ companyId: input.companyId, settings: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadPrivacy',
        src: 'loadPrivacy',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'privacy.retry': 'loading' } },
    ready: { on: { 'privacy.save': 'saving' } },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        id: 'savePrivacy',
        src: 'savePrivacy',
        input: ({ context, event }) => ({
          companyId: context.companyId,
          body: {
            ...(event as Extract<PrivacySettingsEvent, { type: 'privacy.save' }>).values,
            version: context.settings!.policy.version,
          },
        }),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: ({ context, event }) => ({
                message: privacySavedMessage(context.settings!.policy.version, event.output),
              }),
            },
            assign({ settings: ({ event }) => event.output }),
          ],
        },
        onError: [
          staleSave,
          { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    // Another person published a version first: nothing was overwritten; 'Recargar' brings theirs.
    stale: staleRecordState('loading'),
  },
});
