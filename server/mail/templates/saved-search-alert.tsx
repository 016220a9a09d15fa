/** @jsxRuntime automatic */
import { Link } from '@react-email/components';
import { countOf, formatMoney } from '#domain/format';
import { MailLayout, P } from './mail-layout';
import { webLink, type MailTemplate } from './mail-template';

export type SavedSearchAlertData = {
  searchSummary: string;
  /** Newly published listings that match, each with its path in the web app. */
  listings: { title: string; city: string | null; priceCop: number | null; path: string }[];
  /** Ends the alerts without an account. */
  unsubscribeToken: string;
};

const unsubscribeLink = (d: SavedSearchAlertData) =>
  webLink('/busquedas/cancelar', { token: d.unsubscribeToken });

/** At most one a day per confirmed search: what was published that matches it. */
export const savedSearchAlertMail: MailTemplate<SavedSearchAlertData> = {
  // Mail programs show it as an 'unsubscribe' button beside the sender.
  headers: (d) => ({ 'List-Unsubscribe': `<${unsubscribeLink(d)}>` }),
  subject: (d) =>
    `${countOf(d.listings.length, 'inmueble nuevo', 'inmuebles nuevos')} para tu búsqueda: ${d.searchSummary}`,
  body: (d) => (
    <MailLayout
      preview={`Se publicaron inmuebles que coinciden con ${d.searchSummary}.`}
      heading="Nuevos inmuebles para tu búsqueda"
      reason="Recibes este correo porque confirmaste esta búsqueda guardada en el asistente de In-Best."
    >
      <P>Se publicaron inmuebles que coinciden con tu búsqueda «{d.searchSummary}»:</P>
      {d.listings.map((listing) => (
        <P key={listing.path}>
          <Link href={webLink(listing.path)}>{listing.title}</Link>
          {listing.city ? ` · ${listing.city}` : ''}
          {listing.priceCop !== null ? ` · ${formatMoney(listing.priceCop)}` : ''}
        </P>
      ))}
      <P>
        ¿Ya no te interesa? <Link href={unsubscribeLink(d)}>Dejar de recibir estos avisos</Link>
      </P>
    </MailLayout>
  ),
};
