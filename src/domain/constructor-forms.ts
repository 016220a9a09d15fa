import { z } from 'zod';
import { ACTIVITY_LOOKS, MANUAL_ACTIVITY_TYPES, ManualActivityTypeSchema } from './construction';
import type { ActivityCreate } from './constructor-workspace';
import { blankToNull } from './form-values';

// The two small forms of the constructor dashboard: recording an activity by hand and the monthly revenue target.
// Each is one definition (schema with its Spanish messages, defaults, form values → request body).

/** Spanish messages of the dashboard's forms. */
export const CONSTRUCTOR_FORM_MESSAGES = {
  titleRequired: 'El título es requerido',
  titleTooLong: 'El título no puede exceder 255 caracteres',
  descriptionTooLong: 'La descripción no puede exceder 1000 caracteres',
  targetRequired: 'La meta mensual es requerida',
  targetNegative: 'La meta mensual no puede ser negativa',
  targetTooLarge: 'La meta mensual es demasiado grande',
} as const;

const M = CONSTRUCTOR_FORM_MESSAGES;

/** The record-activity form: a select's value is text, so "no project" is the empty string. */
export const ActivityFormSchema = z.object({
  type: ManualActivityTypeSchema,
  project_id: z.string(),
  title: z.string().trim().min(1, M.titleRequired).max(255, M.titleTooLong),
  description: z.string().trim().max(1000, M.descriptionTooLong),
});
export type ActivityFormValues = z.infer<typeof ActivityFormSchema>;

/** An empty form: an inspection of no particular project. */
export const ACTIVITY_FORM_DEFAULTS: ActivityFormValues = {
  type: 'inspection',
  project_id: '',
  title: '',
  description: '',
};

/** The activity types a person may record, with the feed's Spanish names. */
export const MANUAL_ACTIVITY_OPTIONS = MANUAL_ACTIVITY_TYPES.map((type) => ({
  value: type,
  label: ACTIVITY_LOOKS[type].label,
}));

/** The body of `POST /constructor/activities` for the company. */
export const toActivityCreate = (values: ActivityFormValues, companyId: number): ActivityCreate => ({
  company_id: companyId,
  project_id: values.project_id === '' ? null : Number(values.project_id),
  type: values.type,
  title: values.title.trim(),
  description: blankToNull(values.description.trim()),
});

/** The revenue-target form: a blank field reads null, which the form refuses (clearing is not offered). */
export const RevenueTargetFormSchema = z.object({
  monthly_target: z.number({ error: M.targetRequired }).min(0, M.targetNegative).max(1e13, M.targetTooLarge),
});
export type RevenueTargetFormValues = z.infer<typeof RevenueTargetFormSchema>;
