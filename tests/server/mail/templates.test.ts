import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  MAIL_TEMPLATES,
  mailTemplate,
  type MailData,
  type MailTemplateName,
} from '#server/mail/templates/catalogue';
import { renderMail } from '#server/mail/templates/mail-template';
import { visitIcs } from '#server/mail/visit-ics';

const ORIGIN = 'https://app.inbest.test';
beforeAll(() => vi.stubEnv('WEB_ORIGIN', ORIGIN));
afterAll(() => vi.unstubAllEnvs());

const visit = {
  companyName: 'Constructora Andina S.A.S.',
  recipientName: 'Laura Gómez',
  leadName: 'Laura Gómez',
  leadPhone: '+57 300 123 4567',
  projectName: 'Torres del Parque',
  address: 'Cra. 43A #1-50, Medellín',
  // 10:30 in Bogotá (UTC-5).
  startsAt: '2026-12-03T15:30:00.000Z',
  durationMinutes: 45,
  salespersonName: 'Andrés Restrepo',
  salespersonPhone: '+57 310 555 0000',
} as const;

type Case<N extends MailTemplateName> = {
  data: MailData<N>;
  subject: string;
  /** Texts the mail must show, in its HTML and in its plain-text part. */
  texts: string[];
  /** Links (at WEB_ORIGIN) it must carry in both parts. */
  links: string[];
};

const CASES: { [N in MailTemplateName]: Case<N> } = {
  'company-invitation': {
    data: {
      companyName: 'Constructora Andina S.A.S.',
      inviterName: 'María Pérez',
      roleLabel: 'Administrador',
      email: 'nuevo@andina.co',
    },
    subject: 'Constructora Andina S.A.S. te invita a unirte en In-Best',
    texts: [
      'María Pérez te invitó a unirte a Constructora Andina S.A.S. en In-Best con el rol Administrador.',
      'nuevo@andina.co',
      'Invitaciones pendientes',
      'Ver la invitación',
    ],
    links: [`${ORIGIN}/profile`],
  },
  'lead-assigned': {
    data: {
      companyName: 'Constructora Andina S.A.S.',
      assigneeName: 'Andrés Restrepo',
      assignedByName: null,
      leadId: 42,
      leadName: 'Laura Gómez',
      leadEmail: 'laura@correo.co',
      leadPhone: '+57 300 123 4567',
      projectName: 'Torres del Parque',
    },
    subject: 'Te asignaron un lead: Laura Gómez',
    texts: [
      'Hola Andrés Restrepo, la asignación automática te asignó el lead Laura Gómez.',
      'laura@correo.co',
      '+57 300 123 4567',
      'Torres del Parque',
    ],
    links: [`${ORIGIN}/constructor/leads?lead=42`],
  },
  'website-lead': {
    data: {
      companyName: 'Constructora Andina S.A.S.',
      recipientName: null,
      assignedToRecipient: false,
      leadId: 7,
      leadName: 'Juan Ríos',
      leadEmail: null,
      leadPhone: '+57 301 000 1111',
      projectName: null,
      message: '¿Tienen apartamentos de dos alcobas?',
    },
    subject: 'Nuevo lead desde el sitio web: Juan Ríos',
    texts: [
      'Juan Ríos dejó sus datos en el formulario del sitio web de Constructora Andina S.A.S.',
      'Todavía no tiene responsable.',
      '¿Tienen apartamentos de dos alcobas?',
      'eres propietario de Constructora Andina S.A.S.',
    ],
    links: [`${ORIGIN}/constructor/leads?lead=7`],
  },
  'visit-confirmation': {
    data: { ...visit, audience: 'lead' },
    subject: 'Visita confirmada: Torres del Parque, jueves, 3 de diciembre',
    texts: [
      'te esperamos en la sala de ventas de Torres del Parque.',
      '10:30',
      '45 minutos',
      'Cra. 43A #1-50, Medellín',
      'Andrés Restrepo',
      '.ics',
    ],
    links: [],
  },
  'visit-reminder': {
    data: { ...visit, audience: 'salesperson', recipientName: 'Andrés Restrepo' },
    subject: 'Recordatorio: mañana recibes a Laura Gómez',
    texts: [
      'la visita de Laura Gómez a la sala de ventas de Torres del Parque.',
      '+57 300 123 4567',
      '10:30',
    ],
    links: [],
  },
  'quote-sent': {
    data: {
      companyName: 'Constructora Andina S.A.S.',
      leadName: 'Laura Gómez',
      quoteNumber: 'COT-2026-0042',
      projectName: 'Torres del Parque',
      unitName: 'Apto 1203',
      total: 452_000_000,
      validUntil: '2026-12-31',
      salespersonName: 'Andrés Restrepo',
      salespersonEmail: 'andres@andina.co',
      salespersonPhone: null,
    },
    subject: 'Tu cotización COT-2026-0042: Torres del Parque',
    texts: ['adjuntamos en PDF', 'Apto 1203', '$452.000.000', '31 de diciembre de 2026', 'andres@andina.co'],
    links: [],
  },
  'saved-search-confirmation': {
    data: { searchSummary: 'Apartamentos en Medellín hasta $450.000.000', token: 'tok en/1' },
    subject: 'Confirma tu búsqueda guardada en In-Best',
    texts: [
      'Apartamentos en Medellín hasta $450.000.000',
      'como máximo una vez al día',
      'Confirmar búsqueda',
    ],
    links: [`${ORIGIN}/busquedas/confirmar?token=tok+en%2F1`],
  },
  'saved-search-alert': {
    data: {
      searchSummary: 'Apartamentos en Medellín',
      listings: [
        {
          title: 'Apartamento 1203, Torres del Parque',
          city: 'Medellín',
          priceCop: 452_000_000,
          path: '/chat?p=9',
        },
        { title: 'Apartamento 804, Mirador', city: null, priceCop: null, path: '/chat?p=10' },
      ],
      unsubscribeToken: 'baja-123',
    },
    subject: '2 inmuebles nuevos para tu búsqueda: Apartamentos en Medellín',
    texts: [
      'Apartamento 1203, Torres del Parque',
      '$452.000.000',
      'Apartamento 804, Mirador',
      'Dejar de recibir',
    ],
    links: [`${ORIGIN}/chat?p=9`, `${ORIGIN}/busquedas/cancelar?token=baja-123`],
  },
  'privacy-request-confirmation': {
    data: { companyName: 'Constructora Andina S.A.S.', request: 'deletion', token: 'priv-1' },
    subject: 'Confirma tu solicitud de eliminación de tus datos personales',
    texts: ['la eliminación de tus datos personales en Constructora Andina S.A.S.', 'Ley 1581 de 2012'],
    links: [`${ORIGIN}/privacidad/confirmar?token=priv-1`],
  },
};

// HTML escapes '&' in links, and React separates adjacent texts with empty comments; mail programs show neither.
const unescape = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"');

describe('every mail template', () => {
  it('has a rendering test', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(MAIL_TEMPLATES).sort());
  });

  it.each(Object.keys(CASES) as MailTemplateName[])(
    '%s renders its subject, texts and links in Spanish, in HTML and plain text',
    async (name) => {
      const c = CASES[name] as Case<typeof name>;
      const mail = await renderMail(mailTemplate(name), c.data);
      expect(mail.subject).toBe(c.subject);
      const html = unescape(mail.html);
      expect(html).toMatch(/<html[^>]* lang="es"/);
      // The plain-text part is text, not markup.
      expect(mail.text).not.toMatch(/<\/?(p|a|table|td)\b/);
      // Intl's dates use narrow no-break spaces ('10:30 a. m.'); the assertions name the visible text.
      const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
      // A company name ending in 'S.A.S.' closes its sentence without a second period.
      expect(plain(mail.text)).not.toMatch(/\.\.(?!\.)/);
      for (const text of c.texts) {
        expect(plain(html)).toContain(text);
        expect(plain(mail.text)).toContain(text);
      }
      for (const link of c.links) {
        expect(html).toContain(`href="${link}"`);
        expect(mail.text).toContain(link);
      }
    }
  );

  it('renders under tsx, which runs the API (each .tsx file names its JSX runtime)', async () => {
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      [
        'tests/server/mail/render-with-tsx.script.ts',
        'visit-reminder',
        JSON.stringify(CASES['visit-reminder'].data),
      ],
      { env: { ...process.env, WEB_ORIGIN: ORIGIN } }
    );
    const mail = JSON.parse(stdout) as { subject: string; text: string };
    expect(mail.subject).toBe(CASES['visit-reminder'].subject);
    expect(mail.text).toContain('la visita de Laura Gómez a la sala de ventas de Torres del Parque.');
  });

  it("writes a saved search's mails in the language of the conversation it was saved from", async () => {
    const confirmation = await renderMail(mailTemplate('saved-search-confirmation'), {
      searchSummary: 'apartments in Medellín',
      token: 'tok-en-1',
      language: 'en',
    });
    expect(confirmation.subject).toBe('Confirm your saved search on In-Best');
    expect(confirmation.html).toMatch(/<html[^>]* lang="en"/);
    expect(unescape(confirmation.html)).toContain(
      `href="${ORIGIN}/busquedas/confirmar?token=tok-en-1&lang=en"`
    );
    for (const text of ['apartments in Medellín', 'at most once a day', 'Confirm search'])
      expect(confirmation.text).toContain(text);

    const alert = await renderMail(mailTemplate('saved-search-alert'), {
      ...CASES['saved-search-alert'].data,
      searchSummary: 'apartments in Medellín',
      language: 'en',
    });
    expect(alert.subject).toBe('2 new listings for your search: apartments in Medellín');
    expect(alert.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/busquedas/cancelar?token=baja-123&lang=en>`,
    });
    for (const text of ['Apartamento 1203, Torres del Parque', '$452.000.000', 'Stop receiving these alerts'])
      expect(alert.text).toContain(text);
    // Not a word of the Spanish mails.
    for (const mail of [confirmation, alert])
      for (const spanish of ['búsqueda', 'Recibes', 'inmueble', 'Confirma', 'Dejar de recibir'])
        expect(`${mail.subject} ${mail.text}`).not.toContain(spanish);
  });

  it('gives the saved-search alert a List-Unsubscribe header with its link', async () => {
    const mail = await renderMail(mailTemplate('saved-search-alert'), CASES['saved-search-alert'].data);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${ORIGIN}/busquedas/cancelar?token=baja-123>` });
  });

  it('names the company where the mail speaks for one', async () => {
    const mail = await renderMail(mailTemplate('lead-assigned'), CASES['lead-assigned'].data);
    expect(mail.text).toContain('Constructora Andina S.A.S. · In-Best');
  });
});

describe('visitIcs', () => {
  it('builds the calendar file of a visit, in UTC, with its place and people', () => {
    const file = visitIcs({
      uid: 'visita-15@inbest',
      startsAt: visit.startsAt,
      durationMinutes: 45,
      companyName: visit.companyName,
      projectName: visit.projectName,
      address: visit.address,
      salesperson: { name: 'Andrés Restrepo', email: 'andres@andina.co' },
      lead: { name: 'Laura Gómez', email: 'laura@correo.co' },
    });
    expect(file.filename).toBe('visita.ics');
    expect(file.contentType).toMatch(/^text\/calendar/);
    const ics = String(file.content).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('UID:visita-15@inbest');
    expect(ics).toContain('DTSTART:20261203T153000Z');
    expect(ics).toContain('DURATION:PT45M');
    expect(ics).toContain('SUMMARY:Visita a la sala de ventas: Torres del Parque');
    expect(ics).toContain('LOCATION:Cra. 43A #1-50\\, Medellín');
    expect(ics).toContain('mailto:laura@correo.co');
    expect(ics).toMatch(/ORGANIZER;CN="Andrés Restrepo":mailto:andres@andina.co/i);
  });
});
