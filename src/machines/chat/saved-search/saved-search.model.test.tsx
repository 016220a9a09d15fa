import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { CONSENT_LABEL } from '#domain/privacy';
import { SAVED_SEARCH_RECEIVED } from '#domain/saved-searches';
import { SaveSearchView } from '#ui/screens/chat/save-search-dialog';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { saveSearch } from './saved-search.actors';
import { savedSearchMachine, type SavedSearchEvent } from './saved-search.machine';

type Snapshot = SnapshotFrom<typeof savedSearchMachine>;

const input = { sessionId: 'chat_save_model', language: 'es' as const };
const saved = { message: SAVED_SEARCH_RECEIVED.es, language: 'es' as const };
const refused = new ApiError('Recibimos varias solicitudes desde tu conexión.', 'http', 429);
const values = { email: 'lucia@example.com', consent: true };

// The form's submit, and the server's two answers.
const events: SavedSearchEvent[] = [
  { type: 'form.submit', values },
  done('saveSearch', saved),
  failed('saveSearch', refused),
];

const model = new TestModel(savedSearchMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(savedSearchMachine, {
    input,
    events,
    filterEvents: (s, e) => (s as Snapshot).can(e),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => JSON.stringify([s.value, (s as Snapshot).context.error]),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it("the 'Guardar búsqueda' dialog follows its machine", async () => {
    const user = userEvent.setup();
    const save = controlled<typeof saveSearch>();
    const savedRef = createActor(savedSearchMachine.provide({ actors: { saveSearch: save.actor } }), {
      input,
    }).start();
    render(<SaveSearchView savedRef={savedRef} onClose={() => {}} />);

    await path.test({
      events: {
        'form.submit': async () => {
          const email = screen.getByRole('textbox', { name: /Correo electrónico/ });
          await user.clear(email);
          await user.type(email, values.email);
          const consent = screen.getByRole('checkbox', { name: CONSENT_LABEL });
          if (!(consent as HTMLInputElement).checked) await user.click(consent);
          await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
        },
        ...settle({ saveSearch: save }),
      },
      states: {
        editing: (s) => {
          expect(screen.getByRole('dialog', { name: 'Guardar búsqueda' })).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Guardar búsqueda' })).toBeEnabled();
          if ((s as Snapshot).context.error) {
            expect(screen.getByRole('alert')).toHaveTextContent(refused.message);
            // A refused save keeps what was typed.
            expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue(values.email);
          } else {
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
          }
        },
        submitting: () => {
          expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
          expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
        },
        saved: () => {
          expect(screen.getByText(saved.message)).toBeInTheDocument();
          expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
        },
      },
    });
    expect(save.inputs.every((i) => i.session_id === input.sessionId && i.consent === true)).toBe(true);
    await act(async () => savedRef.stop());
  });
});

it("covers every state of the 'Guardar búsqueda' chart", () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['editing', 'submitting', 'saved']) expect(reached).toContain(JSON.stringify(s));
});
