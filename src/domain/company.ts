import { z } from 'zod';
import { CompanyRoleSchema } from './roles';

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
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Company' });

/** A company of the caller, with the caller's role in it. */
export const MyCompanySchema = CompanySchema.extend({ role: CompanyRoleSchema }).meta({ id: 'MyCompany' });

export type Company = z.infer<typeof CompanySchema>;
export type MyCompany = z.infer<typeof MyCompanySchema>;
