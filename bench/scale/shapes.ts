import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createApp } from '#server/app';
import * as schema from '#server/db/schema';
import { createLogger } from '#server/lib/logger';
import type { Query } from '../api-process';
import { chatQuestion } from './latency';

/**
 * The kinds of question a visitor asks first, one filter each (and the bench's own mixed question): a new chat
 * question must read about as many pages whichever it is, at 10 k as at 2 M listings.
 */
export const QUESTION_SHAPES: readonly { shape: string; message: string }[] = [
  { shape: 'city', message: 'propiedades en Medellín' },
  { shape: 'price range', message: 'propiedades entre 300 y 500 millones' },
  { shape: 'bedrooms', message: 'propiedades de 3 habitaciones' },
  { shape: 'type', message: 'casas' },
  { shape: 'free text', message: 'algo con piscina y gimnasio' },
  { shape: 'nothing asked', message: 'propiedades en Colombia' },
  { shape: 'ranking by return', message: 'apartamentos en Medellín con la mejor rentabilidad' },
  { shape: 'city, type, rooms, budget', message: chatQuestion(0) },
];

// The assistant re-reads its places after a change of the inventory (at most once a minute): not a question's work.
export const PLACES_READ = /^\s*with recursive place\b/i;

/**
 * Asks each shape once, in a new conversation, through the real chat route on its own connection, and keeps the
 * statements the search ran (learned through Drizzle's logger) for EXPLAIN, with the filters the question set and
 * how long the reply took (one request, the assistant's work included, on an otherwise idle connection).
 */
export async function shapeStatements(
  databaseUrl: string
): Promise<{ shape: string; message: string; slots: unknown; replyMs: number; statements: Query[] }[]> {
  let recording: Query[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const logger = { logQuery: (sql: string, params: unknown[]) => void recording.push({ sql, params }) };
  const app = createApp({
    db: drizzle({ client: pool, schema, logger }),
    verifyToken: () => Promise.reject(new Error('the chat needs no token')),
    userInfo: async () => ({ email: null, name: null }),
    corsOrigins: [],
    // The bench prints its own tables: no request lines.
    logger: createLogger('bench-scale', { level: 'silent' }),
  });
  const ask = async (message: string, session: string) => {
    const res = await app.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, session_id: session }),
    });
    if (res.status !== 200) throw new Error(`chat answered ${res.status} to '${message}'`);
    return (await res.json()) as { slots: unknown };
  };
  try {
    // A first question loads the inventory's places, so none of the shapes pays for it.
    await ask('hola', `bench-shapes-warm-${Date.now()}`);
    const asked = [];
    for (const [i, { shape, message }] of QUESTION_SHAPES.entries()) {
      recording = [];
      const started = performance.now();
      const reply = await ask(message, `bench-shapes-${Date.now()}-${i}`);
      const replyMs = Math.round((performance.now() - started) * 10) / 10;
      const statements = recording.filter((q) => !PLACES_READ.test(q.sql));
      asked.push({ shape, message, slots: reply.slots, replyMs, statements });
    }
    return asked;
  } finally {
    await pool.end();
  }
}
