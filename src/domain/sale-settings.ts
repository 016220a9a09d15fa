import { z } from 'zod';
import { versionField, versionRead } from './versioned';

// Each company's sale settings (issue 28): how long a quote stays valid, the largest discount a MEMBER grants
// without an OWNER's or ADMIN's approval, and how many days a separación holds a unit. No row: the defaults.

export const DEFAULT_SALE_SETTINGS = {
  quote_validity_days: 15,
  member_max_discount_pct: 5,
  reservation_days: 7,
} as const;

const wholeDays = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} debe ser un número entero de días` })
    .int(`${what} debe ser un número entero de días`)
    .min(min, `${what} debe ser de al menos ${min} día${min === 1 ? '' : 's'}`)
    .max(max, `${what} no puede superar ${max} días`);

const settingsFields = {
  quote_validity_days: wholeDays(1, 365, 'La vigencia de la cotización'),
  member_max_discount_pct: z
    .number({ error: 'El descuento máximo debe ser un número' })
    .min(0, 'El descuento máximo no puede ser negativo')
    .max(100, 'El descuento máximo no puede superar el 100 %')
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'El descuento máximo admite hasta dos decimales'
    ),
  reservation_days: wholeDays(1, 90, 'La duración de la separación'),
};

export const SaleSettingsSchema = z
  .object({ company_id: z.number().int(), ...settingsFields, version: versionRead() })
  .meta({ id: 'SaleSettings' });
export type SaleSettings = z.infer<typeof SaleSettingsSchema>;

/** `PUT /companies/{id}/sale-settings`: the three settings and the version read. */
export const SaleSettingsUpdateSchema = z
  .object({ ...settingsFields, version: versionField() })
  .meta({ id: 'SaleSettingsUpdate' });
export type SaleSettingsUpdate = z.infer<typeof SaleSettingsUpdateSchema>;

/** The 'Ventas' form in the company's page: the three settings; the version read travels beside it. */
export const SaleSettingsFormSchema = z.object(settingsFields);
export type SaleSettingsForm = z.infer<typeof SaleSettingsFormSchema>;
