import type { SnapshotFrom } from 'xstate';
import type { analysisPdfMachine } from './analysis-pdf.machine';

/** The PDF button: busy while the file is on its way, the failure's message after a failed one. */
export const selectAnalysisPdfView = (s: SnapshotFrom<typeof analysisPdfMachine>) => ({
  downloading: s.matches('downloading'),
  failed: s.matches('failed'),
  canDownload: s.can({ type: 'pdf.download', sessionId: '', language: 'es' }),
});
