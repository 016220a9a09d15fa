import { E2E } from '../support/env';

/** A call to the API as a token's user: the status and the parsed body (null when there is none). */
export async function companyApi<T = unknown>(
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

export type ApiCompany = {
  id: number;
  name: string;
  city: string | null;
  country_code: string;
  country_name: string | null;
  registration_id: string | null;
  role?: string;
};

export type ApiAdminCompany = ApiCompany & { member_count: number; project_count: number };

export type ApiAdminList = {
  companies: ApiAdminCompany[];
  total_pages: number;
  total_items: number;
  stats: { verified_companies: number; unique_countries: number; total_projects: number };
};

/** One page of the admin list, 6 per page as the screen asks. */
export async function adminCompaniesPage(token: string, page: number): Promise<ApiAdminList> {
  const res = await companyApi<ApiAdminList>('GET', `/admin/companies?page=${page}&limit=6`, token);
  if (res.status !== 200) throw new Error(`GET /admin/companies: ${res.status}`);
  return res.body;
}

/** Creates a company through the API; its creator becomes the OWNER. */
export async function createCompanyViaApi(token: string, body: Record<string, unknown>): Promise<ApiCompany> {
  const res = await companyApi<ApiCompany>('POST', '/companies/', token, body);
  if (res.status !== 201) throw new Error(`POST /companies: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A Colombian-looking NIT that no seeded company has, unique per run. */
export const uniqueNit = () => `9${String(Date.now()).slice(-8)}-${Date.now() % 10}`;
