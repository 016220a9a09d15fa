import { z } from 'zod';
import { idParam, MAX_MONEY, meaningful, text, wholeParam } from './input-limits';
import { PROPERTY_STATUSES, PropertyStatusSchema, type PropertyStatus } from './statuses';

// The availability board of a project (issue 28 item 1): its units by tower and floor, coloured by status with a
// text label, counts per status and the filters a sales team uses (model, bedrooms, price range).

/**
 * The board's words for a unit's status: a unit is 'Separado' or 'Bloqueado' as the sales floor says it (the unit
 * badge elsewhere agrees with "la unidad": 'Bloqueada').
 */
export const BOARD_STATUS_LABELS: Record<PropertyStatus, string> = {
  AVAILABLE: 'Disponible',
  RESERVED: 'Separado',
  SOLD: 'Vendido',
  RENTED: 'Arrendado',
  BLOCKED: 'Bloqueado',
};

/** The board's legend and counts, in the order a sales floor reads them. */
export const BOARD_STATUSES = PROPERTY_STATUSES;

const PRICE_INVALID = 'El precio debe ser un número mayor o igual a 0';
const BEDROOMS_INVALID = 'Las alcobas deben ser un número entero entre 0 y 50';
const priceParam = z.coerce
  .number({ error: PRICE_INVALID })
  .min(0, PRICE_INVALID)
  .max(MAX_MONEY, 'El valor es demasiado grande');

/** The board's filters, as query parameters; a range with its ends crossed is refused in Spanish. */
export const BoardQuerySchema = z
  .object({
    model_id: idParam().optional(),
    bedrooms: wholeParam(0, 50, BEDROOMS_INVALID).optional(),
    min_price: priceParam.optional(),
    max_price: priceParam.optional(),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'El precio mínimo no puede ser mayor que el máximo',
    path: ['max_price'],
  });
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

/** One cell of the board: what the unit's side panel shows besides its history. */
export const BoardUnitSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    tower: z.string().nullable(),
    floor_number: z.number().int().nullable(),
    status: PropertyStatusSchema,
    price: z.number().nullable(),
    currency: z.string(),
    area: z.number().nullable().meta({ description: 'm²' }),
    bedrooms: z.number().int().nullable(),
    property_model_id: z.number().int().nullable(),
    property_model_name: z.string().nullable(),
  })
  .meta({ id: 'BoardUnit' });
export type BoardUnit = z.infer<typeof BoardUnitSchema>;

const StatusCountsSchema = z.object(
  Object.fromEntries(BOARD_STATUSES.map((s) => [s, z.number().int()])) as Record<PropertyStatus, z.ZodNumber>
);

/** A project's board: the units the filters keep, their counts per status, and what the filters offer. */
export const AvailabilityBoardSchema = z
  .object({
    project: z.object({ id: z.number().int(), name: z.string(), company_id: z.number().int() }),
    counts: StatusCountsSchema,
    total: z.number().int(),
    models: z.array(z.object({ id: z.number().int(), name: z.string() })),
    bedrooms: z.array(z.number().int()),
    units: z.array(BoardUnitSchema),
  })
  .meta({ id: 'AvailabilityBoard' });
export type AvailabilityBoard = z.infer<typeof AvailabilityBoardSchema>;

/** One change of a unit's status: from what, to what, why, by whom (null: done by the platform) and when. */
export const UnitStatusEventSchema = z
  .object({
    id: z.number().int(),
    from_status: PropertyStatusSchema.nullable(),
    to_status: PropertyStatusSchema,
    reason: z.string().nullable(),
    changed_by_name: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'UnitStatusEvent' });
export type UnitStatusEvent = z.infer<typeof UnitStatusEventSchema>;

export const REASON_REQUIRED = 'Escribe el motivo (al menos 3 caracteres)';

/** Blocking a unit, or releasing a blocked one, always says why: the reason goes to the unit's history. */
export const UnitHoldSchema = z
  .object({
    reason: meaningful(
      text({ error: REASON_REQUIRED })
        .trim()
        .min(3, REASON_REQUIRED)
        .max(500, 'El motivo admite como máximo 500 caracteres')
    ),
  })
  .meta({ id: 'UnitHold' });

/** A tower's name on the board; units without one are grouped together. */
export const towerLabel = (tower: string | null) => tower ?? 'Sin torre';

/** A floor's name on the board. */
export const floorLabel = (floor: number | null) => (floor === null ? 'Sin piso' : `Piso ${floor}`);
