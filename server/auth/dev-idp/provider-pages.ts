import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, htmlPage, LOGOUT_SCRIPT_PATH } from './html';

/**
 * Auth0's /v2/logout asks nothing: the confirmation form oidc-provider renders is answered "yes" and submitted
 * by the page itself. `form` comes from oidc-provider (its own action and xsrf token) and is inserted verbatim.
 */
export function autoSubmittedLogoutPage(form: string): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return htmlPage(
    'Cerrando sesión — In-Best',
    `<h1>Cerrando sesión…</h1>
${confirmed}
<noscript><button class="primary" type="submit" form="op.logoutForm">Cerrar sesión</button></noscript>
<script src="${LOGOUT_SCRIPT_PATH}"></script>`
  );
}

/** Shown when a logout request names no return address. */
export function loggedOutPage(): string {
  return htmlPage('Sesión cerrada — In-Best', '<h1>Sesión cerrada</h1><p>Ya puedes cerrar esta ventana.</p>');
}

/** A readable Spanish page for protocol errors that cannot be sent back to the app. */
export function errorPage(out: ErrorOut): string {
  const description = out.error_description ? `<p>${escapeHtml(out.error_description)}</p>` : '';
  return htmlPage(
    'Error de inicio de sesión — In-Best',
    `<h1>No fue posible completar la solicitud</h1>
<p class="error" role="alert">${escapeHtml(out.error)}</p>
${description}<p class="hint">Vuelve a la aplicación e inténtalo de nuevo.</p>`
  );
}

/** Writes an HTML page as the provider's response. */
export function sendPage(ctx: KoaContextWithOIDC, html: string): void {
  ctx.type = 'html';
  ctx.body = html;
}
