import { fromPromise } from 'xstate';
import type { LeadCapture, LeadCaptureUpdate } from '#domain/lead-capture';
import type { Member } from '#domain/member';
import { api } from '#api/runtime';
import { fetchMembers } from '#api/companies.api';
import { fetchLeadCapture, rotateLeadCaptureKey, saveLeadCapture } from '#api/lead-capture.api';

/** The company's capture settings and its members (the rotation is chosen among them). */
export const loadCapture = fromPromise<{ capture: LeadCapture; members: Member[] }, { companyId: number }>(
  async ({ input, signal }) => {
    const [capture, members] = await Promise.all([
      fetchLeadCapture(api, input.companyId, signal),
      fetchMembers(api, input.companyId, signal),
    ]);
    return { capture, members };
  }
);

/** 'Guardar' of 'Captura de leads'. */
export const saveCapture = fromPromise<LeadCapture, { companyId: number; body: LeadCaptureUpdate }>(
  ({ input }) => saveLeadCapture(api, input.companyId, input.body)
);

/** 'Cambiar clave'. */
export const rotateKey = fromPromise<LeadCapture, { companyId: number }>(({ input }) =>
  rotateLeadCaptureKey(api, input.companyId)
);
