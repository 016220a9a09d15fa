import type { LeadCapture, LeadCaptureUpdate } from '#domain/lead-capture';
import { type ApiClient, dataOf } from './client';

/** `GET /companies/{id}/lead-capture`: the key, the websites, the snippet, the rotation and the template. */
export const fetchLeadCapture = async (
  api: ApiClient,
  id: number,
  signal?: AbortSignal
): Promise<LeadCapture> =>
  dataOf(await api.GET('/companies/{id}/lead-capture', { params: { path: { id } }, signal }));

/** `PUT /companies/{id}/lead-capture`. */
export const saveLeadCapture = async (
  api: ApiClient,
  id: number,
  body: LeadCaptureUpdate
): Promise<LeadCapture> =>
  dataOf(await api.PUT('/companies/{id}/lead-capture', { params: { path: { id } }, body }));

/** `POST /companies/{id}/lead-capture/key`: a new key; the old snippet stops working. */
export const rotateLeadCaptureKey = async (api: ApiClient, id: number): Promise<LeadCapture> =>
  dataOf(await api.POST('/companies/{id}/lead-capture/key', { params: { path: { id } } }));
