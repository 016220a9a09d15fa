import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import type { ChatLanguage } from '#domain/chat-constants';
import { belen } from '#machines/chat/chat-session/chat-session.fixtures';
import { AnalysisView } from '#ui/screens/chat/analysis-view';
import { CHAT_TEXTS_ES, ChatTextsProvider, loadEnglishTexts } from '#ui/screens/chat/chat-texts';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { saveAnalysisPdf } from './analysis-pdf.actors';
import { analysisPdfMachine, type AnalysisPdfEvent } from './analysis-pdf.machine';

type Snapshot = SnapshotFrom<typeof analysisPdfMachine>;

const sections = {
  title: null,
  mainMetrics: [],
  annualCosts: [],
  results: [],
  recommendations: [],
  conclusions: [],
};
const catalogues = { es: CHAT_TEXTS_ES, en: await loadEnglishTexts() };

// The button, and the two ways a download ends.
const events: AnalysisPdfEvent[] = [
  { type: 'pdf.download', sessionId: 'chat_pdf_model', language: 'es' },
  done('saveAnalysisPdf', undefined),
  failed('saveAnalysisPdf'),
];

const model = new TestModel(analysisPdfMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(analysisPdfMachine, {
    input: { propertyId: belen.id },
    events,
    filterEvents: (s, e) => (s as Snapshot).can(e),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => JSON.stringify(s.value),
  })
);

afterEach(cleanup);

describe.each(['es', 'en'] as ChatLanguage[])('in %s', (language) => {
  const t = catalogues[language];
  describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
    it("the 'Descargar análisis (PDF)' button follows its machine", async () => {
      const user = userEvent.setup();
      const save = controlled<typeof saveAnalysisPdf>();
      const pdfRef = createActor(analysisPdfMachine.provide({ actors: { saveAnalysisPdf: save.actor } }), {
        input: { propertyId: belen.id },
      }).start();
      render(
        <ChatTextsProvider value={t}>
          <AnalysisView
            property={belen}
            status="ready"
            sections={sections}
            note={null}
            pdfRef={pdfRef}
            sessionId="chat_pdf_model"
            language={language}
            onBack={() => {}}
          />
        </ChatTextsProvider>
      );
      await path.test({
        events: {
          'pdf.download': () => user.click(screen.getByRole('button', { name: t.downloadPdf })),
          ...settle({ saveAnalysisPdf: save }),
        },
        states: {
          idle: () => {
            expect(screen.getByRole('button', { name: t.downloadPdf })).toBeEnabled();
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
          },
          downloading: () => {
            expect(screen.getByRole('button', { name: t.downloadingPdf })).toBeDisabled();
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
          },
          failed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent(t.downloadFailed);
            // The same button is the retry.
            expect(screen.getByRole('button', { name: t.downloadPdf })).toBeEnabled();
          },
        },
      });
      expect(save.inputs.every((i) => i.language === language && i.propertyId === belen.id)).toBe(true);
      await act(async () => pdfRef.stop());
    });
  });
});

it("covers every state of the PDF button's chart", () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['idle', 'downloading', 'failed']) expect(reached).toContain(JSON.stringify(s));
});
