import { readFileSync } from 'node:fs';
import { OPERATION_ACTIONS, type Action } from '#domain/permissions';
import { PERMISSION_EXTENSION } from '#server/lib/openapi';
import { openApiDocument } from '#server/lib/openapi-document';
import { createDescribedApp } from '#server/openapi-app';

type Operation = { [PERMISSION_EXTENSION]?: unknown };
type Document = { paths: Record<string, Record<string, Operation>> };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Every operation of a document as `METHOD /path` and its declared action (undefined when it has none). */
function operations(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, action: op[PERMISSION_EXTENSION] }))
  );
}

// The committed contract is what clients see; gen:check keeps it equal to the routes, tested here too.
const committed = JSON.parse(
  readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')
) as Document;

describe('every OpenAPI operation declares its policy action', () => {
  const ops = operations(committed);

  it('describes the operations at all', () => {
    expect(ops.length).toBeGreaterThan(40);
  });

  it.each(ops)('$name names an action of the policy', ({ action }) => {
    expect(OPERATION_ACTIONS).toContain(action);
  });

  it('uses every action of the policy in some operation', () => {
    const used = new Set(ops.map((op) => op.action as Action));
    expect(OPERATION_ACTIONS.filter((action) => !used.has(action))).toEqual([]);
  });

  it('is the document the routes generate now', () => {
    const live = operations(JSON.parse(JSON.stringify(openApiDocument(createDescribedApp()))) as Document);
    expect(live).toEqual(ops);
  });
});
