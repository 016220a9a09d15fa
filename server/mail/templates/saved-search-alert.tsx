/** @jsxRuntime automatic */
import { Link } from '@react-email/components';
import type { ChatLanguage } from '#domain/chat-constants';
import { formatMoney } from '#domain/format';
import { MailLayout, P } from './mail-layout';
import { webLink, type MailTemplate } from './mail-template';
import { languageQuery, savedSearchMailTexts } from './saved-search-texts';

export type SavedSearchAlertData = {
  searchSummary: string;
  /** Newly published listings that match, each with its path in the web app. */
  listings: { title: string; city: string | null; priceCop: number | null; path: string }[];
  /** Ends the alerts without an account. */
  unsubscribeToken: string;
  /** The language of the conversation the search was saved from; Spanish when absent. */
  language?: ChatLanguage;
};

const unsubscribeLink = (d: SavedSearchAlertData) =>
  webLink('/busquedas/cancelar', { token: d.unsubscribeToken, ...languageQuery(d.language) });

/** At most one a day per confirmed search: what was published that matches it. */
export const savedSearchAlertMail: MailTemplate<SavedSearchAlertData> = {
  // Mail programs show it as an 'unsubscribe' button beside the sender.
  headers: (d) => ({ 'List-Unsubscribe': `<${unsubscribeLink(d)}>` }),
  subject: (d) => savedSearchMailTexts(d.language).alertSubject(d.listings.length, d.searchSummary),
  body: (d) => {
    const t = savedSearchMailTexts(d.language);
    return (
      <MailLayout
        lang={d.language}
        preview={t.alertPreview(d.searchSummary)}
        heading={t.alertHeading}
        reason={t.alertReason}
      >
        <P>{t.alertIntro(d.searchSummary)}</P>
        {d.listings.map((listing) => (
          <P key={listing.path}>
            <Link href={webLink(listing.path)}>{listing.title}</Link>
            {listing.city ? ` · ${listing.city}` : ''}
            {listing.priceCop !== null ? ` · ${formatMoney(listing.priceCop)}` : ''}
          </P>
        ))}
        <P>
          {t.unsubscribeQuestion} <Link href={unsubscribeLink(d)}>{t.unsubscribeLink}</Link>
        </P>
      </MailLayout>
    );
  },
};
