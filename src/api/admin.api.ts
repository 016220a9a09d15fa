import type { AdminCompany, AdminCompanyList, AdminDeleteResult } from '#domain/admin';
import type { AuditPage } from '#domain/audit';
import type { CompanyStats } from '#domain/company';
import type { ProjectPage } from '#domain/project';
import { ApiError, messageForResponse } from './api-error';
import { type ApiClient, dataOf } from './client';

/** `GET /admin/companies?page&limit`: a page of every company plus platform-wide figures. */
export const fetchAdminCompanies = async (
  api: ApiClient,
  query: { page: number; limit: number },
  signal?: AbortSignal
): Promise<AdminCompanyList> => dataOf(await api.GET('/admin/companies', { params: { query }, signal }));

/** `GET /admin/companies/{id}`. */
export const fetchAdminCompany = async (
  api: ApiClient,
  id: number,
  signal?: AbortSignal
): Promise<AdminCompany> =>
  dataOf(await api.GET('/admin/companies/{id}', { params: { path: { id } }, signal }));

/** `GET /admin/companies/{id}/stats`: project and member counts. */
export const fetchAdminCompanyStats = async (
  api: ApiClient,
  id: number,
  signal?: AbortSignal
): Promise<CompanyStats> =>
  dataOf(await api.GET('/admin/companies/{id}/stats', { params: { path: { id } }, signal }));

/** `DELETE /admin/companies/{id}`: the answer carries the success notice. */
export const deleteAdminCompany = async (
  api: ApiClient,
  id: number,
  signal?: AbortSignal
): Promise<AdminDeleteResult> =>
  dataOf(await api.DELETE('/admin/companies/{id}', { params: { path: { id } }, signal }));

/** `GET /admin/audit?page&limit`: a page of the audit log, newest first. */
export const fetchAuditPage = async (
  api: ApiClient,
  query: { page: number; limit: number },
  signal?: AbortSignal
): Promise<AuditPage> => dataOf(await api.GET('/admin/audit', { params: { query }, signal }));

/** `GET /projects?company_id&page&limit` for the admin projects screen. */
export async function fetchAdminCompanyProjects(
  api: ApiClient,
  query: { companyId: number; page: number; limit: number },
  signal?: AbortSignal
): Promise<ProjectPage> {
  const body = dataOf(
    await api.GET('/projects', {
      params: { query: { company_id: query.companyId, page: query.page, limit: query.limit } },
      signal,
    })
  );
  // Spec §7: a project list may come back as a bare array, which is then one page holding everything.
  return Array.isArray(body) ? { projects: body, total_pages: 1, total_items: body.length } : body;
}

// Spec §8 "Admin" words a failure 'Error {status}: {statusText}', which puts HTTP's English reason phrases in
// front of users ('Error 403: Forbidden'); the portal's own catalogue (§8) says the same in Spanish.

/**
 * A failed admin call shows the server's detail when it sent one, else the catalogue's text for the status; a call
 * that got no answer keeps its own message.
 */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== null) {
    const detail = (error.body as { detail?: unknown } | null)?.detail;
    return typeof detail === 'string' && detail.trim() ? detail : messageForResponse(error.status, null);
  }
  return error instanceof Error && error.message ? error.message : messageForResponse(500, null);
}

/** A failed admin load reads the catalogue's text for its status, e.g. 'Acceso denegado.' (no answer: the client's). */
export function adminLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== null) return messageForResponse(error.status, null);
  return error instanceof Error && error.message ? error.message : messageForResponse(500, null);
}
