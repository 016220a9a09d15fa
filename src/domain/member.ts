import { z } from 'zod';
import { idParam, text } from './input-limits';
import { ListPageQuerySchema, listSearchParam } from './list-page';
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

/** The orders the members list offers; 'role' (owners first, then by when they joined) is the default. */
export const MEMBER_SORTS = ['role', 'name', 'recent'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_SORT_LABELS: Record<MemberSort, string> = {
  role: 'Rol (propietarios primero)',
  name: 'Nombre (A-Z)',
  recent: 'Más recientes',
};

/** Largest page of members the company page asks for. */
export const MEMBERS_PAGE_SIZE = 20;

/**
 * `GET /companies/{id}/members`: the page contract with the search box's text (name or e-mail) and an order.
 * Without `page`, `limit`, `q` and `sort` the answer is every member.
 */
export const MemberListQuerySchema = ListPageQuerySchema.extend({
  q: listSearchParam(),
  sort: z.enum(MEMBER_SORTS, { error: `El orden no es válido: ${MEMBER_SORTS.join(', ')}` }).optional(),
});

/** One page of a company's members (`?page=…&limit=…`, docs in list-page.ts). */
export const MemberPageSchema = z
  .object({ members: z.array(MemberSchema), total_pages: z.number().int(), total_items: z.number().int() })
  .meta({ id: 'MemberPage' });
export type MemberPage = z.infer<typeof MemberPageSchema>;
export type MemberInvite = z.infer<typeof MemberInviteSchema>;
