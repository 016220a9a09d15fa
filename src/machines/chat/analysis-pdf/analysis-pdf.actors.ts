import { fromPromise } from 'xstate';
import type { ChatLanguage } from '#domain/chat-constants';
import { downloadAnalysisPdf, publicApi } from '#api/chat.api';

/** What one download asks for: the listing, the conversation whose figures it shows, and its language. */
export type AnalysisPdfRequest = { propertyId: number; sessionId: string; language: ChatLanguage };

/**
 * 'Descargar análisis (PDF)': asks the server for the analysis of a listing as the session computed it and hands
 * the file to the browser's downloads.
 */
export const saveAnalysisPdf = fromPromise<void, AnalysisPdfRequest>(async ({ input, signal }) => {
  const blob = await downloadAnalysisPdf(
    publicApi,
    { property_id: input.propertyId, session_id: input.sessionId, language: input.language },
    signal
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${input.language === 'es' ? 'analisis' : 'analysis'}-${input.propertyId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click ran; the next tick frees the memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
});
