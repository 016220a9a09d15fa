import type { MyCompany } from '#domain/company';
import type { UserProfile, UserRole } from '#domain/user';

/** The active company survives reloads; profile, role and companies are cached for other tabs and screens. */
export const sessionCache = {
  readActiveCompanyId(): number | null {
    try {
      const raw = localStorage.getItem('activeCompany');
      const parsed = raw ? (JSON.parse(raw) as { id?: unknown }) : null;
      return typeof parsed?.id === 'number' ? parsed.id : null;
    } catch {
      return null;
    }
  },
  writeActiveCompany(company: MyCompany | null) {
    if (company)
      localStorage.setItem('activeCompany', JSON.stringify({ id: company.id, name: company.name }));
    else localStorage.removeItem('activeCompany');
  },
  writeSession(profile: UserProfile | null, role: UserRole | null, companies: MyCompany[]) {
    if (profile) localStorage.setItem('userProfile', JSON.stringify(profile));
    if (role) localStorage.setItem('userRole', JSON.stringify(role));
    localStorage.setItem('companies', JSON.stringify(companies));
  },
};
