import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { LeadCapture, LeadCaptureUpdate } from '#domain/lead-capture';
import { HONEYPOT_FIELD } from '#domain/lead-capture';
import { CONSENT_LABEL, privacyPolicyPath } from '#domain/privacy';
import { DEFAULT_PORTS, webOrigin } from '#server/config';
import type { Db } from '#server/db/client';
import { companyMembers, leadCaptureSettings } from '#server/db/schema';
import { HttpError } from '#server/lib/http-error';

const ROTATION_NOT_MEMBERS =
  'Solo los miembros de la empresa que no son VIEWER pueden recibir leads por turno.';

/** A fresh capture key: public by design (it sits in the company's website), so it only has to be unguessable. */
const newKey = () => `lc_${randomBytes(18).toString('base64url')}`;

/** Where the snippet posts: the API as the outside world reaches it. */
export const publicApiUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.PUBLIC_API_URL?.trim() || `http://localhost:${env.API_PORT ?? DEFAULT_PORTS.api}`).replace(/\/+$/, '');

/**
 * The form a company pastes into its website: plain HTML that works as it looks, a hidden honeypot field, the
 * holder's unticked authorisation linked to the company's treatment policy (`policyUrl`), and a few lines of
 * script that post it as JSON and show the answer in Spanish.
 */
export function captureSnippet(key: string, apiUrl: string, policyUrl: string): string {
  return `<form id="inbest-lead-form">
  <label>Nombre <input name="contact_name" required maxlength="255"></label>
  <label>Correo <input name="contact_email" type="email" maxlength="255"></label>
  <label>Teléfono <input name="contact_phone" type="tel" maxlength="25"></label>
  <label>Mensaje <textarea name="message" maxlength="1000"></textarea></label>
  <label><input name="consent" type="checkbox" value="true"> ${CONSENT_LABEL}</label>
  <a href="${policyUrl}" target="_blank" rel="noopener">Política de tratamiento de datos</a>
  <input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" aria-hidden="true" style="position:absolute;left:-9999px">
  <button type="submit">Quiero que me contacten</button>
  <p role="status"></p>
</form>
<script>
document.getElementById('inbest-lead-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const status = form.querySelector('[role=status]');
  const body = Object.fromEntries(new FormData(form));
  body.key = '${key}';
  body.consent = form.elements.consent.checked;
  try {
    const res = await fetch('${apiUrl}/public/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await res.json();
    status.textContent = res.ok ? answer.message : (answer.errors?.[0]?.message ?? answer.detail);
    if (res.ok) form.reset();
  } catch {
    status.textContent = 'No pudimos enviar tus datos. Intenta de nuevo en unos minutos.';
  }
});
</script>`;
}

type SettingsRow = typeof leadCaptureSettings.$inferSelect;

/** The company's row, created with a fresh key the first time anyone asks. */
export async function captureSettings(db: Db, companyId: number): Promise<SettingsRow> {
  await db
    .insert(leadCaptureSettings)
    .values({ companyId, captureKey: newKey() })
    .onConflictDoNothing({ target: leadCaptureSettings.companyId });
  const [row] = await db
    .select()
    .from(leadCaptureSettings)
    .where(eq(leadCaptureSettings.companyId, companyId));
  return row!;
}

const toLeadCapture = (row: SettingsRow): LeadCapture => ({
  key: row.captureKey,
  allowed_origins: row.allowedOrigins,
  snippet: captureSnippet(
    row.captureKey,
    publicApiUrl(),
    new URL(privacyPolicyPath(row.companyId), webOrigin()).toString()
  ),
  rotation: row.rotation,
  whatsapp_template: row.whatsappTemplate,
});

/** 'Captura de leads' as its managers see it. */
export async function readLeadCapture(db: Db, companyId: number): Promise<LeadCapture> {
  return toLeadCapture(await captureSettings(db, companyId));
}

/** A new key: the old snippet stops working at once (a leaked key is rotated, then pasted again). */
export async function rotateCaptureKey(db: Db, companyId: number): Promise<LeadCapture> {
  await captureSettings(db, companyId);
  const [row] = await db
    .update(leadCaptureSettings)
    .set({ captureKey: newKey(), updatedAt: new Date() })
    .where(eq(leadCaptureSettings.companyId, companyId))
    .returning();
  return toLeadCapture(row!);
}

/** Saves the websites, the rotation (members who may work a lead only) and the WhatsApp template. */
export async function updateLeadCapture(
  db: Db,
  companyId: number,
  update: LeadCaptureUpdate
): Promise<LeadCapture> {
  if (update.rotation.length > 0) {
    const workers = await db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          inArray(companyMembers.userId, update.rotation),
          ne(companyMembers.role, 'VIEWER')
        )
      );
    if (workers.length !== update.rotation.length) throw new HttpError(422, ROTATION_NOT_MEMBERS);
  }
  await captureSettings(db, companyId);
  const [row] = await db
    .update(leadCaptureSettings)
    .set({
      allowedOrigins: update.allowed_origins,
      rotation: update.rotation,
      whatsappTemplate: update.whatsapp_template || null,
      updatedAt: new Date(),
    })
    .where(eq(leadCaptureSettings.companyId, companyId))
    .returning();
  return toLeadCapture(row!);
}

/** Whether any company lists the origin: a browser's preflight carries no key, so this is all it can be told. */
export async function originListedAnywhere(db: Db, origin: string): Promise<boolean> {
  const rows = await db
    .select({ companyId: leadCaptureSettings.companyId })
    .from(leadCaptureSettings)
    .where(sql`${leadCaptureSettings.allowedOrigins} @> array[${origin}]::text[]`)
    .limit(1);
  return rows.length > 0;
}

/** The company a key belongs to and the origins it accepts, or null for a key nobody holds (rotated or made up). */
export async function companyOfKey(db: Db, key: string) {
  const [row] = await db
    .select({ companyId: leadCaptureSettings.companyId, allowedOrigins: leadCaptureSettings.allowedOrigins })
    .from(leadCaptureSettings)
    .where(eq(leadCaptureSettings.captureKey, key));
  return row ?? null;
}

/**
 * The member whose turn it is for a company's new lead, inside the intake's transaction (the company row is locked,
 * so two leads never take the same turn): the next in the rotation after the last one served, skipping anyone who
 * left the company or became VIEWER. Null when the company has no rotation.
 */
export async function nextInTurn(tx: Db, companyId: number): Promise<number | null> {
  const [settings] = await tx
    .select()
    .from(leadCaptureSettings)
    .where(eq(leadCaptureSettings.companyId, companyId));
  if (!settings || settings.rotation.length === 0) return null;
  const workers = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        inArray(companyMembers.userId, settings.rotation),
        ne(companyMembers.role, 'VIEWER')
      )
    );
  const present = new Set(workers.map((w) => w.userId));
  const order = settings.rotation.filter((id) => present.has(id));
  if (order.length === 0) return null;
  const last = settings.lastAssignedTo === null ? -1 : order.indexOf(settings.lastAssignedTo);
  const next = order[(last + 1) % order.length]!;
  await tx
    .update(leadCaptureSettings)
    .set({ lastAssignedTo: next })
    .where(eq(leadCaptureSettings.companyId, companyId));
  return next;
}
