import { z } from 'zod';
import { countParam, idParam, MAX_INT } from './input-limits';

/** Entries per page of the audit screen (/admin/audit). */
export const AUDIT_PAGE_SIZE = 20;

/** What an audit entry records; each is written in the transaction of the action itself. */
export const AUDIT_ACTIONS = [
  'company.delete',
  'project.delete',
  'model.delete',
  'property.delete',
  'member.role',
  'member.remove',
  'invitation.create',
  'invitation.cancel',
  'invitation.accept',
  'invitation.decline',
  'platform.write',
  'privacy.policy',
  'privacy.export',
  'privacy.anonymise',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** The audit screen's words for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'company.delete': 'Empresa eliminada',
  'project.delete': 'Proyecto eliminado',
  'model.delete': 'Modelo eliminado',
  'property.delete': 'Propiedad eliminada',
  'member.role': 'Rol de miembro cambiado',
  'member.remove': 'Miembro quitado',
  'invitation.create': 'Invitación enviada',
  'invitation.cancel': 'Invitación cancelada',
  'invitation.accept': 'Invitación aceptada',
  'invitation.decline': 'Invitación rechazada',
  'platform.write': 'Cambio de administración de plataforma',
  'privacy.policy': 'Política de tratamiento de datos cambiada',
  'privacy.export': 'Datos personales exportados',
  'privacy.anonymise': 'Datos personales anonimizados',
};

/** One entry of the audit log: who, what, when, in which company and on which entity. */
export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    occurred_at: z.iso.datetime({ offset: true }),
    actor_email: z.string(),
    action: AuditActionSchema,
    company_id: z.number().int().nullable(),
    company_name: z.string().nullable(),
    entity_type: z.string(),
    entity_id: z.number().int().nullable(),
    entity_name: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });

/** `GET /admin/audit`: one page of entries, newest first. */
export const AuditPageSchema = z
  .object({
    entries: z.array(AuditEntrySchema),
    total_pages: z.number().int(),
    total_items: z.number().int(),
  })
  .meta({ id: 'AuditPage' });

/** `?page&limit&company_id` of the audit log (page from 1). */
export const AuditQuerySchema = z.object({
  page: countParam(MAX_INT).default(1),
  limit: countParam(100).default(AUDIT_PAGE_SIZE),
  company_id: idParam().optional(),
});

export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export type AuditPage = z.infer<typeof AuditPageSchema>;
