import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { errorAnswer } from '#server/lib/error-answer';
import { createTestDb } from '#tests/server/support/test-db';

// The schemas refuse what a column cannot hold; if one ever lets such a value through, the database's own refusal
// must still reach the client as a 4xx in Spanish, never as a 500.

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
});
afterAll(() => close());

const failureOf = (query: ReturnType<typeof sql>) =>
  db.execute(query).then(
    () => expect.fail('the query should have failed'),
    (error: unknown) => error
  );

describe('a value the database refuses', () => {
  it.each([
    ['an id beyond integer', sql`select ${'2147483648'}::integer`],
    ['money beyond numeric(16,2)', sql`select ${'1e20'}::numeric(16,2)`],
    ['a NUL byte in text', sql`select convert_from('\\x6100'::bytea, 'UTF8')`],
    ['text that is not a number', sql`select ${'doce'}::integer`],
  ])('answers 422 with a Spanish detail for %s', async (_, query) => {
    expect(errorAnswer(await failureOf(query))).toEqual({
      status: 422,
      detail: 'Los datos proporcionados no son válidos.',
    });
  });

  it('keeps any other failure a 500 without details', async () => {
    expect(errorAnswer(await failureOf(sql`select * from tabla_que_no_existe`))).toEqual({
      status: 500,
      detail: 'Error interno del servidor.',
    });
  });
});
