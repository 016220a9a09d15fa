import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import { SAVED_SEARCH_CONFIRMED, SAVED_SEARCH_LINK_INVALID } from '#domain/saved-searches';
import type { SavedSearchLinkInput } from './saved-search-link.machine';
import { savedSearchLinkMachine } from './saved-search-link.machine';
import { selectSavedSearchLinkView } from './saved-search-link.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(answer: () => Promise<{ message: string; language: 'es' | 'en' }>, language?: 'es' | 'en') {
  const calls: Required<SavedSearchLinkInput>[] = [];
  const actor = createActor(
    savedSearchLinkMachine.provide({
      actors: {
        followLink: fromPromise(({ input }: { input: Required<SavedSearchLinkInput> }) => {
          calls.push(input);
          return answer();
        }),
      },
    }),
    { input: { action: 'confirm', token: 'enlace_de_prueba_1234567890', ...(language ? { language } : {}) } }
  ).start();
  return { actor, calls, view: () => selectSavedSearchLinkView(actor.getSnapshot()) };
}

describe('the link of a saved search', () => {
  it('follows the link once on opening and shows the answer in the search language', async () => {
    const { calls, view } = start(async () => ({ message: SAVED_SEARCH_CONFIRMED.en, language: 'en' }));
    expect(view().working).toBe(true);
    await flush();
    expect(calls).toEqual([{ action: 'confirm', token: 'enlace_de_prueba_1234567890', language: 'es' }]);
    expect(view()).toMatchObject({
      working: false,
      failed: false,
      language: 'en',
      message: SAVED_SEARCH_CONFIRMED.en,
    });
  });

  it('says in Spanish that a link is not valid', async () => {
    const { view } = start(async () => {
      throw new ApiError(SAVED_SEARCH_LINK_INVALID.es, 'http', 404);
    });
    await flush();
    expect(view()).toMatchObject({ failed: true, language: 'es', message: SAVED_SEARCH_LINK_INVALID.es });
  });

  it("speaks the language its mail's link carries while working and when the link is not valid", async () => {
    const { view, calls } = start(async () => {
      throw new ApiError('The link is not valid or has expired.', 'http', 404);
    }, 'en');
    expect(view()).toMatchObject({ working: true, language: 'en' });
    await flush();
    // The server is asked to answer in it too.
    expect(calls[0]).toMatchObject({ language: 'en' });
    expect(view()).toMatchObject({ failed: true, language: 'en' });
  });
});
