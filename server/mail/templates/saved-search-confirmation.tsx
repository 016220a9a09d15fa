/** @jsxRuntime automatic */
import type { ChatLanguage } from '#domain/chat-constants';
import { MailButton, MailLayout, P } from './mail-layout';
import { webLink, type MailTemplate } from './mail-template';
import { languageQuery, savedSearchMailTexts } from './saved-search-texts';

export type SavedSearchConfirmationData = {
  /** The understood filters in words ('Apartamentos en Medellín hasta $450.000.000'), in the search's language. */
  searchSummary: string;
  /** The double opt-in token the confirmation link carries. */
  token: string;
  /** The language of the conversation the search was saved from; Spanish when absent. */
  language?: ChatLanguage;
};

/** The double opt-in: nothing is sent about a saved search until its address is confirmed from this mail. */
export const savedSearchConfirmationMail: MailTemplate<SavedSearchConfirmationData> = {
  subject: (d) => savedSearchMailTexts(d.language).confirmSubject,
  body: (d) => {
    const t = savedSearchMailTexts(d.language);
    return (
      <MailLayout
        lang={d.language}
        preview={t.confirmPreview(d.searchSummary)}
        heading={t.confirmHeading}
        reason={t.confirmReason}
      >
        <P>{t.confirmSaved}</P>
        <P>
          <strong>{d.searchSummary}</strong>
        </P>
        <P>{t.confirmPromise}</P>
        <MailButton href={webLink('/busquedas/confirmar', { token: d.token, ...languageQuery(d.language) })}>
          {t.confirmButton}
        </MailButton>
      </MailLayout>
    );
  },
};
