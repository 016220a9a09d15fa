import { createActor, fromPromise } from 'xstate';
import type { AnalysisPdfRequest } from './analysis-pdf.actors';
import { analysisPdfMachine } from './analysis-pdf.machine';
import { selectAnalysisPdfView } from './analysis-pdf.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(outcomes: Array<() => Promise<void>>) {
  const asked: AnalysisPdfRequest[] = [];
  let call = 0;
  const actor = createActor(
    analysisPdfMachine.provide({
      actors: {
        saveAnalysisPdf: fromPromise<void, AnalysisPdfRequest>(({ input }) => {
          asked.push(input);
          return outcomes[Math.min(call++, outcomes.length - 1)]!();
        }),
      },
    }),
    { input: { propertyId: 371 } }
  ).start();
  const view = () => selectAnalysisPdfView(actor.getSnapshot());
  return { actor, asked, view };
}

const download = { type: 'pdf.download' as const, sessionId: 'chat_pdf_1', language: 'en' as const };

describe('analysis PDF machine', () => {
  it('downloads the listing of the conversation in its language and is ready again', async () => {
    const { actor, asked, view } = start([async () => {}]);
    expect(view()).toEqual({ downloading: false, failed: false, canDownload: true });
    actor.send(download);
    expect(view()).toEqual({ downloading: true, failed: false, canDownload: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(asked).toEqual([{ propertyId: 371, sessionId: 'chat_pdf_1', language: 'en' }]);
  });

  it('ignores a second press while the file is on its way', async () => {
    const { actor, asked } = start([() => new Promise(() => {})]);
    actor.send(download);
    actor.send(download);
    await flush();
    expect(asked).toHaveLength(1);
  });

  it('says a failed download failed, and the button tries again', async () => {
    const { actor, asked, view } = start([
      async () => {
        throw new Error('HTTP 500');
      },
      async () => {},
    ]);
    actor.send(download);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(view()).toEqual({ downloading: false, failed: true, canDownload: true });
    actor.send({ ...download, language: 'es' });
    expect(view()).toMatchObject({ downloading: true, failed: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(asked.map((a) => a.language)).toEqual(['en', 'es']);
  });
});
