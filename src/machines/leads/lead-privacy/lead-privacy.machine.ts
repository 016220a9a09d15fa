import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { PersonalDataFormat } from '#domain/privacy';
import { anonymisePerson, exportPersonalData } from './lead-privacy.actors';

/** The lead the profile shows: whose data is exported or anonymised. */
export type PrivacyTarget = { id: number; contactName: string | null };

export type LeadPrivacyEvent =
  /** 'Exportar datos (JSON)' or 'Exportar datos (CSV)' in the profile. */
  | { type: 'privacy.export'; lead: PrivacyTarget; format: PersonalDataFormat }
  /** 'Anonimizar' in the profile: asks first. */
  | { type: 'anonymise.open'; lead: PrivacyTarget }
  /** 'Anonimizar' in the confirmation, or 'Reintentar' after a failure. */
  | { type: 'anonymise.confirm' }
  /** 'Cancelar', or 'Listo' once done. */
  | { type: 'anonymise.cancel' };

/** What the flow tells the page: the lead's person was anonymised, so the profile and the list read it again. */
export type LeadAnonymisedEvent = { type: 'lead.anonymised'; leadId: number };

type Context = {
  lead: PrivacyTarget | null;
  format: PersonalDataFormat;
  message: string | null;
  error: string | null;
};

/**
 * The holder's rights from a lead's profile (OWNER, ADMIN; Ley 1581 de 2012): an export downloads the file and
 * returns to `idle`; 'Anonimizar' asks (`confirming`), works (`working`) and ends in `done` — the page reloads the
 * lead — or `failed`, from which it can be tried again. Nothing is removed before the confirmation.
 */
export const leadPrivacyMachine = setup({
  types: { context: {} as Context, events: {} as LeadPrivacyEvent },
  actors: { exportPersonalData, anonymisePerson },
  actions: {
    /** Hands the file to the browser as a download named after the lead. */
    saveFile: (_, params: { file: Blob; leadId: number; format: PersonalDataFormat }) => {
      const url = URL.createObjectURL(params.file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `datos-personales-lead-${params.leadId}.${params.format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    notifyError: (_, params: { message: string }) => {
      toast.error(params.message);
    },
    reportAnonymised: sendParent((_, params: { leadId: number }) => ({
      type: 'lead.anonymised' as const,
      leadId: params.leadId,
    })),
  },
}).createMachine({
  id: 'leadPrivacy',
  context: { lead: null, format: 'json', message: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ message: null, error: null }),
      on: {
        'privacy.export': {
          target: 'exporting',
          actions: assign({ lead: ({ event }) => event.lead, format: ({ event }) => event.format }),
        },
        'anonymise.open': { target: 'confirming', actions: assign({ lead: ({ event }) => event.lead }) },
      },
    },
    exporting: {
      invoke: {
        id: 'exportPersonalData',
        src: 'exportPersonalData',
        input: ({ context }) => ({ leadId: context.lead!.id, format: context.format }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'saveFile',
            params: ({ context, event }) => ({
              file: event.output,
              leadId: context.lead!.id,
              format: context.format,
            }),
          },
        },
        onError: {
          target: 'idle',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    // The dialog says what goes and what stays; nothing happens before 'Anonimizar'.
    confirming: { on: { 'anonymise.confirm': 'working', 'anonymise.cancel': 'idle' } },
    working: {
      invoke: {
        id: 'anonymisePerson',
        src: 'anonymisePerson',
        input: ({ context }) => ({ leadId: context.lead!.id }),
        onDone: {
          target: 'done',
          actions: [
            assign({ message: ({ event }) => event.output.message }),
            { type: 'reportAnonymised', params: ({ context }) => ({ leadId: context.lead!.id }) },
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { on: { 'anonymise.cancel': 'idle' } },
    failed: { on: { 'anonymise.confirm': 'working', 'anonymise.cancel': 'idle' } },
  },
});
