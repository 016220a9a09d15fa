import { z } from 'zod';
import { idParam } from './input-limits';
import { CompanyRoleSchema } from './roles';
import { versionRead } from './versioned';

const timestamp = z.iso.datetime({ offset: true });

/** A company as the API returns it. */
export const CompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    registration_id: z.string().nullable(),
    registration_id_type_id: z.number().int().nullable(),
    country_code: z.string().length(2),
    country_name: z.string().nullable(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    verified: z.boolean(),
    status: z.string(),
    // The management screen's profile (spec §3 sample company fields); the NIT is `registration_id`.
    contact_person: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    company_type: z.string().nullable(),
    employees_count: z.number().int().nullable(),
    founded_year: z.number().int().nullable(),
    description: z.string().nullable(),
    department: z.string().nullable(),
    version: versionRead(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Company' });

/** A company of the caller, with the caller's role in it. */
export const MyCompanySchema = CompanySchema.extend({ role: CompanyRoleSchema }).meta({ id: 'MyCompany' });

export type Company = z.infer<typeof CompanySchema>;
export type MyCompany = z.infer<typeof MyCompanySchema>;

/** A company id in a path (`/companies/{id}`). */
export const CompanyIdParamsSchema = z.object({
  id: idParam(),
});

/** How many projects and members a company has (spec §3 "Company stats"). */
export const CompanyStatsSchema = z
  .object({
    project_count: z.number().int(),
    member_count: z.number().int(),
  })
  .meta({ id: 'CompanyStats' });

export type CompanyStats = z.infer<typeof CompanyStatsSchema>;

/** What stands in the way of deleting a company: its projects and the members other than the one deleting it. */
export type DeletionBlockers = { projects: number; members: number };

/** True when nothing blocks the deletion (spec §2 "Delete dialog"). */
export const canDeleteCompany = (blockers: DeletionBlockers) =>
  blockers.projects === 0 && blockers.members === 0;

/** The dialog's and the API's explanation of a blocked deletion, with the spec's '(s)' plurals. */
export const deletionBlockedMessage = (blockers: DeletionBlockers) =>
  `La empresa tiene ${blockers.projects} proyecto(s) y ${blockers.members} miembro(s) asociados. ` +
  'Debes eliminarlos antes de eliminar la empresa.';

/** Spec §8: the 409 warning of the company form. */
export const DUPLICATE_REGISTRATION_MESSAGE =
  'Ya existe una empresa con este número de identificación. Por favor, utiliza un número diferente.';
