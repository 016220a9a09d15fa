import { fromPromise } from 'xstate';
import type { MyCompany } from '#domain/company';
import type { UserProfile, UserRole } from '#domain/user';
import { api } from '#api/runtime';
import { fetchMyCompanies, fetchProfile, fetchRole } from '#api/session.api';

export const loadProfile = fromPromise<UserProfile>(({ signal }) => fetchProfile(api, signal));
export const loadRole = fromPromise<UserRole>(({ signal }) => fetchRole(api, signal));
export const loadCompanies = fromPromise<MyCompany[]>(({ signal }) => fetchMyCompanies(api, signal));
