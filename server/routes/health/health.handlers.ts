import type { RouteHandler } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { isMigrated } from '#server/db/client';
import type { AppEnv } from '#server/lib/app-env';
import type { Lifecycle } from '#server/lib/lifecycle';
import type { health, healthLive, healthPlain, healthReady } from './health.routes';

/** The 503 details of readiness. */
export const NOT_READY = {
  draining: 'La instancia se está apagando y no acepta solicitudes nuevas.',
  database: 'La base de datos no está disponible.',
  migrations: 'La base de datos no tiene aplicadas todas las migraciones de esta versión.',
} as const;

export const getHealth: RouteHandler<typeof health, AppEnv> = async (c) => {
  try {
    await c.var.db.execute(sql`select 1`);
  } catch {
    return c.json({ detail: NOT_READY.database }, 503);
  }
  return c.json({ status: 'ok' as const, database: 'ok' as const, time: new Date().toISOString() }, 200);
};

export const getHealthPlain: RouteHandler<typeof healthPlain, AppEnv> = (c) => c.text('ok', 200);

export const getHealthLive: RouteHandler<typeof healthLive, AppEnv> = (c) =>
  c.json({ status: 'live' as const }, 200);

export const getHealthReady =
  (lifecycle: Lifecycle): RouteHandler<typeof healthReady, AppEnv> =>
  async (c) => {
    if (lifecycle.draining) return c.json({ detail: NOT_READY.draining }, 503);
    let migrated: boolean;
    try {
      migrated = await isMigrated(c.var.db);
    } catch {
      return c.json({ detail: NOT_READY.database }, 503);
    }
    if (!migrated) return c.json({ detail: NOT_READY.migrations }, 503);
    return c.json({ status: 'ready' as const, database: 'ok' as const }, 200);
  };
