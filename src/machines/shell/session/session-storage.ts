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
  /**
   * The session the last load of this browser kept, when it was this user's (same identity-provider subject):
   * another person signed in on a shared browser never starts from it.
   */
  readSession(sub: string): { profile: UserProfile; role: UserRole | null; companies: MyCompany[] } | null {
    try {
      const profile = JSON.parse(localStorage.getItem('userProfile') ?? 'null') as UserProfile | null;
      const companies = JSON.parse(localStorage.getItem('companies') ?? 'null') as MyCompany[] | null;
      if (!profile || profile.auth0_sub !== sub || !Array.isArray(companies)) return null;
      const role = JSON.parse(localStorage.getItem('userRole') ?? 'null') as UserRole | null;
      return { profile, role, companies };
    } catch {
      return null;
    }
  },
  writeSession(profile: UserProfile | null, role: UserRole | null, companies: MyCompany[]) {
    if (profile) localStorage.setItem('userProfile', JSON.stringify(profile));
    if (role) localStorage.setItem('userRole', JSON.stringify(role));
    localStorage.setItem('companies', JSON.stringify(companies));
  },
};
