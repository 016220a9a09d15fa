import type { ChatLanguage } from '#domain/chat-constants';
import { downloadAnalysisPdf, publicApi } from '#api/chat.api';

/**
 * 'Descargar análisis (PDF)': asks the server for the analysis of a listing as the session computed it and hands
 * the file to the browser's downloads.
 */
export async function saveAnalysisPdf(input: {
  propertyId: number;
  sessionId: string;
  language: ChatLanguage;
}): Promise<void> {
  const blob = await downloadAnalysisPdf(publicApi, {
    property_id: input.propertyId,
    session_id: input.sessionId,
    language: input.language,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${input.language === 'es' ? 'analisis' : 'analysis'}-${input.propertyId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click ran; the next tick frees the memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
