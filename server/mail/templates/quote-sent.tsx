/** @jsxRuntime automatic */
import { formatDate, formatMoney } from '#domain/format';
import { Detail, MailLayout, P } from './mail-layout';
import { endSentence, type MailTemplate } from './mail-template';

export type QuoteSentData = {
  companyName: string;
  leadName: string;
  /** The quote's number as the company shows it ('COT-2026-0042'). */
  quoteNumber: string;
  projectName: string;
  /** The unit quoted ('Apto 1203'), when the quote is for one. */
  unitName: string | null;
  /** Total in COP. */
  total: number;
  /** ISO date until which the quote holds; null when it does not say. */
  validUntil: string | null;
  salespersonName: string;
  salespersonEmail: string | null;
  salespersonPhone: string | null;
};

/** Sends a quote to the lead; the caller attaches its PDF. */
export const quoteSentMail: MailTemplate<QuoteSentData> = {
  subject: (d) => `Tu cotización ${d.quoteNumber}: ${d.projectName}`,
  body: (d) => (
    <MailLayout
      preview={`${d.projectName}${d.unitName ? `, ${d.unitName}` : ''}: ${formatMoney(d.total)}.`}
      heading="Tu cotización"
      companyName={d.companyName}
      reason={`Recibes este correo porque pediste una cotización a ${endSentence(d.companyName)}`}
    >
      <P>Hola {d.leadName}, adjuntamos en PDF la cotización que preparamos para ti.</P>
      <Detail label="Cotización" value={d.quoteNumber} />
      <Detail label="Proyecto" value={d.projectName} />
      <Detail label="Unidad" value={d.unitName} />
      <Detail label="Valor total" value={formatMoney(d.total)} />
      <Detail label="Válida hasta" value={d.validUntil ? formatDate(d.validUntil) : null} />
      <P>
        Cualquier pregunta, escríbele a {d.salespersonName}
        {d.salespersonEmail ? ` (${d.salespersonEmail})` : ''}
        {d.salespersonPhone ? ` o llámalo al ${d.salespersonPhone}` : ''}.
      </P>
    </MailLayout>
  ),
};
