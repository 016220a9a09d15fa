import { E2E } from '../support/env';

/** A call to the API as a token's user: the status and the parsed body (null when there is none). */
export async function apiCall<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string,
  body?: unknown
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${E2E.apiUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export type ApiProject = { id: number; name: string; company_id: number; properties_count: number };
export type ApiUnit = { id: number; name: string; status: string; version: number; price: number | null };

/** The first projects page of a company, newest first. */
export async function companyProjects(token: string, companyId: number): Promise<ApiProject[]> {
  const res = await apiCall<{ projects: ApiProject[] }>(
    'GET',
    `/projects?company_id=${companyId}&limit=100`,
    token
  );
  if (res.status !== 200) throw new Error(`GET /projects: ${res.status}`);
  return res.body.projects;
}

/** A project's units. */
export async function projectUnits(token: string, projectId: number): Promise<ApiUnit[]> {
  const res = await apiCall<ApiUnit[]>('GET', `/projects/${projectId}/properties`, token);
  if (res.status !== 200) throw new Error(`GET /projects/${projectId}/properties: ${res.status}`);
  return res.body;
}
