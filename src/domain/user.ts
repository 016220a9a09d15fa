import { z } from 'zod';
import { CompanyRoleSchema } from './roles';

const timestamp = z.iso.datetime({ offset: true });

export const CompanyRefSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'CompanyRef' });

/** The signed-in user as `/users/me` returns it. */
export const UserProfileSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string().nullable(),
    picture: z.string().nullable(),
    email_verified: z.boolean(),
    is_active: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
    auth0_sub: z.string().nullable(),
    role_in_company: CompanyRoleSchema.nullable().meta({
      description: 'Role in the primary company (the personal company, else the first membership).',
    }),
    company_name: z.string().nullable(),
    personal_company: CompanyRefSchema.nullable().meta({
      description: 'The first company the user owns, if any.',
    }),
  })
  .meta({ id: 'UserProfile' });

export const UserRoleSchema = z
  .object({ role_in_company: CompanyRoleSchema.nullable() })
  .meta({ id: 'UserRole' });

export type UserProfile = z.infer<typeof UserProfileSchema>;
export type UserRole = z.infer<typeof UserRoleSchema>;

/** Who signs in or up (spec §2 "/login" userType): a constructor manages a company, an investor uses the chat. */
export type UserType = 'constructor' | 'investor';
