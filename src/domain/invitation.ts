import { z } from 'zod';
import { idParam } from './input-limits';
import { CompanyRoleSchema } from './roles';
import { CompanyRefSchema } from './user';

const timestamp = z.iso.datetime({ offset: true });

/**
 * An invitation to join a company, as its managers see it. `POST /companies/{id}/members` answers one, identical
 * whether or not the address has an account: the inviter learns nothing about who is registered.
 */
export const CompanyInvitationSchema = z
  .object({
    id: z.number().int().meta({ description: 'Invitation id: the {invitationId} of the invitation routes.' }),
    email: z.string(),
    role: CompanyRoleSchema,
    created_at: timestamp,
  })
  .meta({ id: 'CompanyInvitation' });

/** An invitation addressed to the signed-in user: which company asks them to join, and with which role. */
export const MyInvitationSchema = z
  .object({
    id: z.number().int(),
    company: CompanyRefSchema,
    role: CompanyRoleSchema,
    created_at: timestamp,
  })
  .meta({ id: 'MyInvitation' });

/** What accepting an invitation made of the user: a member of the company, with the invited role. */
export const AcceptedInvitationSchema = z
  .object({ company: CompanyRefSchema, role: CompanyRoleSchema })
  .meta({ id: 'AcceptedInvitation' });

/** An invitation of a company in a path (`/companies/{id}/invitations/{invitationId}`). */
export const CompanyInvitationParamsSchema = z.object({ id: idParam(), invitationId: idParam() });

/** An invitation of the signed-in user in a path (`/users/me/invitations/{invitationId}`). */
export const MyInvitationParamsSchema = z.object({ invitationId: idParam() });

export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;
export type MyInvitation = z.infer<typeof MyInvitationSchema>;
export type AcceptedInvitation = z.infer<typeof AcceptedInvitationSchema>;
