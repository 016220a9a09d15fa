import { companyInvitationMail } from './company-invitation';
import { leadAssignedMail } from './lead-assigned';
import type { MailTemplate } from './mail-template';
import { privacyRequestConfirmationMail } from './privacy-request-confirmation';
import { quoteSentMail } from './quote-sent';
import { savedSearchAlertMail } from './saved-search-alert';
import { savedSearchConfirmationMail } from './saved-search-confirmation';
import { visitConfirmationMail } from './visit-confirmation';
import { visitReminderMail } from './visit-reminder';
import { websiteLeadMail } from './website-lead';

/**
 * Every e-mail the platform sends, by the name the outbox stores. A template is looked up here when the mail is
 * queued (its subject) and again when it is delivered (its bodies), so a name never changes once used.
 */
export const MAIL_TEMPLATES = {
  'company-invitation': companyInvitationMail,
  'lead-assigned': leadAssignedMail,
  'website-lead': websiteLeadMail,
  'visit-confirmation': visitConfirmationMail,
  'visit-reminder': visitReminderMail,
  'quote-sent': quoteSentMail,
  'saved-search-confirmation': savedSearchConfirmationMail,
  'saved-search-alert': savedSearchAlertMail,
  'privacy-request-confirmation': privacyRequestConfirmationMail,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

/** The data a template renders from. */
export type MailData<Name extends MailTemplateName> =
  (typeof MAIL_TEMPLATES)[Name] extends MailTemplate<infer Data> ? Data : never;

/** The template of a name, typed by its data. */
export const mailTemplate = <Name extends MailTemplateName>(name: Name) =>
  MAIL_TEMPLATES[name] as unknown as MailTemplate<MailData<Name>>;

/** Whether a stored name is still a template (an outbox row outlives a deploy). */
export const isMailTemplateName = (name: string): name is MailTemplateName =>
  Object.hasOwn(MAIL_TEMPLATES, name);
