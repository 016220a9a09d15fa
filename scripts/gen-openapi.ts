import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openApiDocument } from '#server/lib/openapi-document';
import { createDescribedApp } from '#server/openapi-app';

// Writes the OpenAPI 3.1 document the server's zod routes describe; `npm run gen` then derives the client types.
const out = process.argv[2] ?? 'openapi/openapi.json';
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(openApiDocument(createDescribedApp()), null, 2)}\n`);
console.log(`OpenAPI escrito en ${out}`);
