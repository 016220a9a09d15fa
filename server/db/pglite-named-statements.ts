import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { preparedNameOf } from './prepared-names';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A statement parsed under its name on one PGlite: its parameters' types and the columns it answers. */
type Parsed = { paramTypes: number[]; rowDescription: BackendMessage | undefined };

// Keyed by the PGlite instance, not by the wrapper: two handles on one database share its prepared statements, and
// a second Parse under a name already taken would fail.
const parsedBy = new WeakMap<PGlite, Map<string, Parsed>>();

// The statement a prepared name points to was dropped under us (DEALLOCATE, DISCARD ALL): parse it again.
const UNKNOWN_STATEMENT = '26000';

const joined = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

async function parseOnce(client: PGlite, parsed: Map<string, Parsed>, name: string, text: string) {
  const known = parsed.get(name);
  if (known) return known;
  const { serialize } = protocol;
  const described = await client.execProtocolStream(
    joined(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
    { syncToFs: false }
  );
  const statement = {
    paramTypes: parse.parseDescribeStatementResults(described),
    rowDescription: described.find((message) => message.name === 'rowDescription'),
  };
  parsed.set(name, statement);
  return statement;
}

/**
 * Runs `text` as the prepared statement `name` on PGlite: parsed and planned once per database, then bound and executed
 * with the call's values in one trip into the engine. Same rows and same errors as `client.query`, which parses,
 * describes and plans the text on every call (ADR 0074).
 */
export async function queryNamed<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[] = [],
  options?: QueryOptions
): Promise<Results<T>> {
  await client._checkReady();
  // Both of PGlite's locks, as its own query takes them: no other caller's transaction is open while this runs.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let parsed = parsedBy.get(client);
      if (!parsed) parsedBy.set(client, (parsed = new Map()));
      const run = async () => {
        const statement = await parseOnce(client, parsed, name, text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.paramTypes[i]!;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const { serialize } = protocol;
        const messages = await client.execProtocolStream(
          joined(serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()),
          { syncToFs: false }
        );
        return statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      };
      let messages: BackendMessage[];
      try {
        messages = await run();
      } catch (error) {
        if ((error as { code?: string }).code !== UNKNOWN_STATEMENT) throw error;
        parsed.delete(name);
        messages = await run();
      }
      await client.syncToFs();
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    })
  );
}

/**
 * PGlite for Drizzle, whose PGlite driver is never told a statement's name: the statements built once
 * (server/db/built-once.ts) are recognised by their text and run as named prepared statements, the way node-postgres
 * runs them on PostgreSQL (ADR 0069); every other statement, and every statement inside a transaction, goes to
 * PGlite as before. Only the plan is kept: each call reads the rows as they are.
 */
export function pgliteNamingStatements(client: PGlite): PGlite {
  const query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const name = preparedNameOf(text);
    return name ? queryNamed<T>(client, name, text, params, options) : client.query<T>(text, params, options);
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods read its private fields, which exist on the instance only, never on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
