import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    time: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Health' });
