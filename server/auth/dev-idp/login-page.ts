import { DEMO_PASSWORD, DEMO_USERS } from '#server/demo/demo-users';
import { escapeHtml, htmlPage } from './html';

export const LOGIN_TITLE = 'Iniciar sesión — In-Best';
export const WRONG_CREDENTIALS = 'Correo o contraseña incorrectos.';

export type LoginPageState = {
  /** Interaction id: every form posts back under `/interaction/<uid>/`. */
  uid: string;
  /** Email typed before, kept when the page re-renders after an error. */
  email?: string;
  error?: string;
  /** A status line above the form, e.g. after the sign-up form was sent. */
  notice?: string;
};

/** The pages and form actions of one interaction; also used by the request handler to route them. */
export const interactionPaths = (uid: string) => {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return {
    page: base,
    login: `${base}/login`,
    signUp: `${base}/signup`,
    demo: `${base}/demo`,
    abort: `${base}/abort`,
  };
};

/** The Spanish login page: email/password form, a way to sign up, one-click demo accounts, and a way back. */
export function renderLoginPage({ uid, email = '', error, notice }: LoginPageState): string {
  const paths = interactionPaths(uid);
  const errorBlock = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  const noticeBlock = notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : '';
  const demoButtons = DEMO_USERS.map(
    (user) =>
      `<li><button class="demo" type="submit" name="email" value="${escapeHtml(user.email)}">` +
      `${escapeHtml(user.name)}<span>${escapeHtml(user.email)}</span></button></li>`
  ).join('\n');
  return htmlPage(
    LOGIN_TITLE,
    `<h1>Iniciar sesión en In-Best</h1>
${noticeBlock}${errorBlock}<form method="post" action="${escapeHtml(paths.login)}">
<label for="email">Correo electrónico</label>
<input id="email" name="email" type="email" autocomplete="username" required${email ? '' : ' autofocus'} value="${escapeHtml(email)}">
<label for="password">Contraseña</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button class="primary" type="submit">Ingresar</button>
</form>
<p class="hint">¿No tienes cuenta? <a href="${escapeHtml(paths.signUp)}">Crear cuenta</a></p>
<form method="post" action="${escapeHtml(paths.abort)}">
<button class="secondary" type="submit">Cancelar</button>
</form>
<h2 id="demo-accounts">Cuentas de demostración</h2>
<form method="post" action="${escapeHtml(paths.demo)}">
<ul aria-labelledby="demo-accounts">
${demoButtons}
</ul>
</form>
<p class="hint">Contraseña de las cuentas de demostración: ${escapeHtml(DEMO_PASSWORD)}</p>`
  );
}
