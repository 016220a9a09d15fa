import { fromPromise } from 'xstate';
import type { PersonalDataFormat } from '#domain/privacy';
import { api } from '#api/runtime';
import { anonymiseLead, downloadPersonalData } from '#api/privacy.api';

/** 'Exportar datos (JSON)' / '(CSV)': the file of everything held about the lead's person. */
export const exportPersonalData = fromPromise<Blob, { leadId: number; format: PersonalDataFormat }>(
  ({ input, signal }) => downloadPersonalData(api, input.leadId, input.format, signal)
);

/** 'Anonimizar', confirmed: the server's answer in Spanish. */
export const anonymisePerson = fromPromise<{ anonymised: number; message: string }, { leadId: number }>(
  ({ input }) => anonymiseLead(api, input.leadId)
);
