import { z } from 'zod';
import { text } from './input-limits';
import { versionField } from './versioned';

// Habeas Data (Ley 1581 de 2012, Decreto 1377 de 2013): every form that takes personal data from someone without an
// account asks for the holder's prior, express and informed authorisation, linked to the company's treatment policy.

/** The consent checkbox's words, the same on every public form. */
export const CONSENT_LABEL = 'Autorizo el tratamiento de mis datos personales';
/** The link beside the box to the treatment policy. */
export const CONSENT_POLICY_LINK = 'Política de tratamiento de datos';
/** What a form, and the server, answer when the box is not ticked. */
export const CONSENT_REQUIRED =
  'Debes autorizar el tratamiento de tus datos personales para enviar tus datos.';

/** The consent field of a public form: only a ticked box passes, in the browser and on the server alike. */
export const consentField = (message: string = CONSENT_REQUIRED) =>
  z.boolean({ error: message }).refine((v) => v === true, message);

/** Where a consent was given (the proof names the channel). */
export const CONSENT_CHANNELS = ['chat', 'website', 'saved_search'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The public page of a company's treatment policy, linked from the checkbox. */
export const privacyPolicyPath = (companyId: number) => `/privacidad/empresas/${companyId}`;

/** Months a lead without activity keeps the person's data when the company set nothing. */
export const DEFAULT_RETENTION_MONTHS = 24;

const POLICY_MIN = 200;
const POLICY_MAX = 20_000;

/** A company's current treatment policy, as the public page shows it. */
export const PrivacyPolicySchema = z
  .object({
    company_id: z.number().int(),
    company_name: z.string(),
    version: z.number().int(),
    body: z.string(),
    body_sha256: z.string(),
    published_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PrivacyPolicy' });
export type PrivacyPolicy = z.infer<typeof PrivacyPolicySchema>;

/** The privacy settings of a company: its policy's text and how long idle leads keep personal data. */
export const PrivacySettingsInputSchema = z
  .object({
    body: text()
      .trim()
      .min(POLICY_MIN, `La política debe tener al menos ${POLICY_MIN} caracteres`)
      .max(POLICY_MAX, `La política no puede exceder ${POLICY_MAX} caracteres`),
    retention_months: z
      .number({ error: 'Indica los meses de conservación' })
      .int('Indica un número entero de meses')
      .min(1, 'La conservación es de al menos 1 mes')
      .max(240, 'La conservación no puede pasar de 240 meses'),
    /** The policy version the editor started from: a newer one saved meanwhile answers 409. */
    version: versionField(),
  })
  .meta({ id: 'PrivacySettingsInput' });
export type PrivacySettingsInput = z.infer<typeof PrivacySettingsInputSchema>;

/** The editor of 'Política de tratamiento de datos': the same rules, without the version the machine keeps. */
export const PrivacyFormSchema = PrivacySettingsInputSchema.omit({ version: true });
export type PrivacyForm = z.infer<typeof PrivacyFormSchema>;

/** One version of the policy in the settings' list (newest first). */
export const PolicyVersionSchema = z.object({
  version: z.number().int(),
  published_at: z.iso.datetime({ offset: true }),
});

export const PrivacySettingsSchema = z
  .object({
    policy: PrivacyPolicySchema,
    retention_months: z.number().int(),
    versions: z.array(PolicyVersionSchema),
  })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/** One authorisation on record: when, which policy version, the channel and the address the server saw. */
export const ConsentProofSchema = z.object({
  given_at: z.iso.datetime({ offset: true }),
  channel: z.string(),
  ip_address: z.string().nullable(),
  policy_version: z.number().int(),
  policy_sha256: z.string(),
  policy_text: z.string(),
});

/** A search saved from the chat with the person's address, with the proof of its authorisation. */
export const SavedSearchRecordSchema = z.object({
  email: z.string(),
  summary: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  confirmed_at: z.iso.datetime({ offset: true }).nullable(),
  unsubscribed_at: z.iso.datetime({ offset: true }).nullable(),
  consent: ConsentProofSchema,
});

/** Everything held about the person of one lead (the holder's right to know). */
export const PersonalDataSchema = z
  .object({
    company: z.string(),
    lead_id: z.number().int(),
    contact_name: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    status: z.string(),
    origin: z.string(),
    source: z.string().nullable(),
    budget: z.number().nullable(),
    interests: z.string().nullable(),
    notes: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    history: z.array(
      z.object({ at: z.iso.datetime({ offset: true }), type: z.string(), description: z.string().nullable() })
    ),
    consents: z.array(ConsentProofSchema),
    /** The chat's saved searches with the lead's e-mail. */
    saved_searches: z.array(SavedSearchRecordSchema),
  })
  .meta({ id: 'PersonalData' });
export type PersonalData = z.infer<typeof PersonalDataSchema>;

/** The files a person's data is exported as. */
export const PERSONAL_DATA_FORMATS = ['json', 'csv'] as const;
export type PersonalDataFormat = (typeof PERSONAL_DATA_FORMATS)[number];

/** The answer to an anonymisation. */
export const AnonymisedSchema = z
  .object({ anonymised: z.number().int(), message: z.string() })
  .meta({ id: 'Anonymised' });

/** What a holder may ask for at /privacidad. */
export const PRIVACY_REQUEST_KINDS = ['export', 'delete'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PrivacyRequestSchema = z
  .object({
    email: z.email('Escribe un correo electrónico válido').max(255, 'El correo es demasiado largo'),
    kind: z.enum(PRIVACY_REQUEST_KINDS, { error: 'Elige qué quieres hacer con tus datos' }),
  })
  .meta({ id: 'PrivacyRequest' });

/** The same answer whether or not the address is known, so the page never reveals who is a lead. */
export const PRIVACY_REQUEST_RECEIVED =
  'Si tenemos datos asociados a ese correo, te enviamos un enlace para confirmar la solicitud. Revisa tu bandeja de entrada; el enlace vence en 24 horas.';

export const PrivacyRequestReceivedSchema = z
  .object({ message: z.string() })
  .meta({ id: 'PrivacyRequestReceived' });

/** A confirmed request: the data held (export) or how many records were anonymised (delete). */
export const PrivacyRequestResultSchema = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS),
    message: z.string(),
    records: z.array(PersonalDataSchema),
    /** The chat's saved searches with the address (export), each with the proof of its authorisation. */
    saved_searches: z.array(SavedSearchRecordSchema),
  })
  .meta({ id: 'PrivacyRequestResult' });
export type PrivacyRequestResult = z.infer<typeof PrivacyRequestResultSchema>;

export const PrivacyTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'El enlace no es válido'),
});

/** The text a company's policy starts from until the company writes its own (it can edit every word). */
export const defaultPrivacyPolicy = (companyName: string) =>
  `POLÍTICA DE TRATAMIENTO DE DATOS PERSONALES DE ${companyName.toUpperCase()}

1. Responsable del tratamiento
${companyName} es responsable del tratamiento de los datos personales que recoge a través de In-Best, en cumplimiento de la Ley 1581 de 2012 y el Decreto 1377 de 2013 (compilado en el Decreto 1074 de 2015).

2. Datos que tratamos
Nombre, correo electrónico, teléfono, presupuesto, intereses de inversión y los mensajes que nos escribes.

3. Finalidades
a) Contactarte sobre los proyectos y las propiedades que te interesan.
b) Enviarte cotizaciones, información comercial y avances de tu proceso de compra.
c) Atender tus solicitudes, peticiones, quejas y reclamos.
d) Cumplir obligaciones legales y contractuales.

4. Derechos del titular
Como titular puedes: conocer, actualizar y rectificar tus datos; solicitar prueba de la autorización otorgada; ser informado del uso que se ha dado a tus datos; presentar quejas ante la Superintendencia de Industria y Comercio; revocar la autorización y solicitar la supresión de tus datos cuando no exista un deber legal de conservarlos; y acceder gratuitamente a tus datos.

5. Canales de atención
Puedes consultar o pedir la supresión de tus datos en la página /privacidad de In-Best, con tu correo electrónico, o escribiendo a los canales de contacto de ${companyName}. Las consultas se atienden en un máximo de diez (10) días hábiles y los reclamos en quince (15) días hábiles.

6. Conservación
Conservamos tus datos mientras exista una relación comercial y, sin actividad, durante el plazo que fija la empresa; luego se anonimizan.

7. Vigencia
Esta política rige desde su publicación. Cada cambio se publica como una nueva versión.`;
