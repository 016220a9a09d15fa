import { z } from 'zod';
import { MAX_INT } from './input-limits';
import { RequestIdSchema } from './http-errors';

/** What an edit screen says when its save lost a race with another person's (a 409 with the current copy). */
export const STALE_RECORD_MESSAGE = 'Otra persona cambió este registro';

/** The 409 detail of an update that named a version older than the stored one. */
export const STALE_VERSION_DETAIL =
  'Otra persona cambió este registro desde que lo abriste: recarga para ver su versión antes de guardar.';

const MISSING_VERSION = 'Falta la versión del registro: recarga los datos';

/** The version an entity is read with: sent back on update, it grows by one per saved change. */
export const versionRead = () =>
  z.number().int().meta({
    description: 'Optimistic-concurrency version: send it back on update; it grows by one per change.',
  });

/** The version an update names: the one its writer read; an older one answers 409 with the current copy. */
export const versionField = () =>
  z
    .number({ error: MISSING_VERSION })
    .int(MISSING_VERSION)
    .min(1, MISSING_VERSION)
    .max(MAX_INT, MISSING_VERSION)
    .meta({ description: 'The version read; a stale one answers 409 with the current copy.' });

/** The 409 body of a stale update: the Spanish reason and the entity as it is now. */
export const staleCopySchema = <T extends z.ZodType>(current: T, id: string) =>
  z
    .object({
      detail: z.string().meta({ example: STALE_VERSION_DETAIL }),
      current,
      request_id: RequestIdSchema.optional(),
    })
    .meta({
      id,
      description: 'Otra persona cambió el registro: la copia actual, para recargar el formulario.',
    });
