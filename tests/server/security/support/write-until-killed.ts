// Run as its own process by killed-mid-write.test.ts: the API on an embedded database in a data directory,
// creating projects with many nearby places and images (one transaction each) until it is killed.
import { openDatabase } from '#server/db/client';
import { createTestApi } from '#tests/server/support/test-app';
import { projectBody } from '#tests/server/projects/support';

/** Nearby places and images of every project: a write big enough to be cut in the middle. */
export const PLACES_PER_PROJECT = 30;
export const IMAGES_PER_PROJECT = 10;

async function main(dataDir: string) {
  const { db } = await openDatabase({ dataDir });
  const api = await createTestApi(db);
  const token = await api.issuer.tokenFor({ sub: 'auth0|kill-owner', email: 'owner@kill.test' });
  const post = (path: string, body: unknown) =>
    api.app.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const company = await post('/companies', { name: 'Interrumpida S.A.S.', country_code: 'CO' });
  const companyId = ((await company.json()) as { id: number }).id;
  for (let i = 1; ; i++) {
    const res = await post(
      '/projects',
      projectBody({
        company_id: companyId,
        name: `Proyecto ${i}`,
        nearby_places: Array.from({ length: PLACES_PER_PROJECT }, (_, n) => ({
          name: `Lugar ${n}`,
          type: 'Parque',
          distance: 1,
        })),
        image_urls: Array.from(
          { length: IMAGES_PER_PROJECT },
          (_, n) => `https://images.example.test/${i}-${n}.jpg`
        ),
      })
    );
    if (res.status !== 201) throw new Error(`POST /projects answered ${res.status}: ${await res.text()}`);
    process.stdout.write(`committed ${i}\n`);
  }
}

// Importing the file for its constants must not start a writer: only the test's child process names a directory.
const dataDir = process.env.INBEST_WRITE_UNTIL_KILLED_DIR;
if (dataDir) await main(dataDir);
