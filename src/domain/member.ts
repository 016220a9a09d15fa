import { z } from 'zod';
import { idParam, text } from './input-limits';
import { CompanyRoleSchema } from './roles';

/** Spec-style Spanish messages of the invite form. */
export const MEMBER_FORM_MESSAGES = {
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'Debe ser un correo electrónico válido',
} as const;

/** One person's membership of a company, as the members section lists it. */
export const MemberSchema = z
  .object({
    id: z.number().int().meta({ description: 'Membership id: the {memberId} of the member routes.' }),
    user_id: z.number().int(),
    email: z.string(),
    full_name: z.string().nullable(),
    role: CompanyRoleSchema,
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Member' });

/** `POST /companies/{id}/members`: invite someone by email with a role; they become a member once they accept. */
export const MemberInviteSchema = z
  .object({
    email: text()
      .trim()
      .min(1, MEMBER_FORM_MESSAGES.emailRequired)
      .max(255, 'El correo no puede exceder 255 caracteres')
      .refine((v) => v === '' || z.email().safeParse(v).success, MEMBER_FORM_MESSAGES.emailInvalid),
    role: CompanyRoleSchema,
  })
  .meta({ id: 'MemberInvite' });

/** `PUT /companies/{id}/members/{memberId}`: the member's new role. */
export const MemberRoleUpdateSchema = z.object({ role: CompanyRoleSchema }).meta({ id: 'MemberRoleUpdate' });

/** A membership in a path (`/companies/{id}/members/{memberId}`). */
export const MemberParamsSchema = z.object({
  id: idParam(),
  memberId: idParam(),
});

export type Member = z.infer<typeof MemberSchema>;

/** One page of a company's members (`?page=…&limit=…`, docs in list-page.ts). */
export const MemberPageSchema = z
  .object({ members: z.array(MemberSchema), total_pages: z.number().int(), total_items: z.number().int() })
  .meta({ id: 'MemberPage' });
export type MemberPage = z.infer<typeof MemberPageSchema>;
export type MemberInvite = z.infer<typeof MemberInviteSchema>;
