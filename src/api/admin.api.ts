import {
  adminStatusMessage,
  type AdminCompany,
  type AdminCompanyList,
  type AdminDeleteResult,
} from '#domain/admin';
import type { CompanyStats } from '#domain/company';
import type { ProjectPage } from '#domain/project';
import { ApiError } from './api-error';
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

/**
 * Spec §8 "Admin": a failed admin call shows the server's detail when it sent one, else 'Error {status}:
 * {statusText}'; a call that got no answer keeps its own message.
 */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== null) {
    const detail = (error.body as { detail?: unknown } | null)?.detail;
    return typeof detail === 'string' && detail.trim() ? detail : adminStatusMessage(error.status);
  }
  return error instanceof Error && error.message ? error.message : adminStatusMessage(500);
}

/** Spec §8 "Admin": a failed admin load reads 'Error {status}: {statusText}' (no answer: the client's message). */
export function adminLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== null) return adminStatusMessage(error.status);
  return error instanceof Error && error.message ? error.message : adminStatusMessage(500);
}
