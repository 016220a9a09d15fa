import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { AccountStore } from './accounts';
import { htmlPage } from './html';
import { LOCKED_MESSAGE, type LoginLockout } from './lockout';
import { renderLoginPage, WRONG_CREDENTIALS } from './login-page';
import { renderSignUpPage, validateSignUp } from './sign-up-page';

const FORM_LIMIT_BYTES = 16 * 1024;

/** `/interaction/<uid>` and its pages and form actions, as served by the login and sign-up pages. */
export const INTERACTION_ROUTE = /^\/interaction\/([\w-]+)(?:\/(login|signup|demo|abort))?$/;

/** What the interaction pages need besides the provider. */
export type InteractionServices = { lockout: LoginLockout; accounts: AccountStore };

/**
 * The one answer to a valid sign-up, whether the address was new or already had an account: telling them apart
 * would tell anyone which addresses are registered (docs/decisions/0038).
 */
export const SIGNED_UP_NOTICE =
  'Listo. Inicia sesión con tu correo y tu contraseña para continuar. Si ya tenías una cuenta con este correo, usa la contraseña de esa cuenta.';

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) throw new Error('Formulario demasiado grande');
    chunks.push(chunk);
  }
  // Decode once at the end: a multi-byte character may straddle two chunks.
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

const expiredPage = () =>
  htmlPage(
    'Inicio de sesión vencido — In-Best',
    '<h1>El inicio de sesión venció</h1><p>Vuelve a la aplicación e inicia sesión de nuevo.</p>'
  );

/** Checks the sign-up form; a valid one creates the account (unless the address has one) and shows the login. */
async function signUp(accounts: AccountStore, res: ServerResponse, uid: string, form: URLSearchParams) {
  const { values, errors } = validateSignUp(form);
  if (Object.keys(errors).length > 0) {
    return sendHtml(res, 422, renderSignUpPage({ uid, values, errors }));
  }
  await accounts.register(values);
  return sendHtml(res, 200, renderLoginPage({ uid, email: values.email, notice: SIGNED_UP_NOTICE }));
}

/**
 * Serves the login interaction: shows the login or sign-up page (`screen_hint=signup`, as Auth0), checks
 * credentials, signs in a demo account, creates an account, or cancels. oidc-provider then resumes the
 * authorization request and redirects to the app.
 */
export async function handleInteraction(
  provider: Provider,
  { lockout, accounts }: InteractionServices,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  action: string | undefined
): Promise<void> {
  // Missing or expired interaction cookie: the browser came back too late or from another tab's old page.
  const details = await provider.interactionDetails(req, res).catch(() => undefined);
  if (details?.uid !== uid) return sendHtml(res, 400, expiredPage());

  if (req.method === 'GET') {
    const signUpFirst = action === undefined && details.params.screen_hint === 'signup';
    if (action === 'signup' || signUpFirst) return sendHtml(res, 200, renderSignUpPage({ uid }));
    if (action === undefined || action === 'login') return sendHtml(res, 200, renderLoginPage({ uid }));
  }
  if (req.method !== 'POST' || action === undefined) {
    res.writeHead(405, { allow: action === undefined ? 'GET' : 'POST' }).end();
    return;
  }

  if (action === 'abort') {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false }
    );
  }

  const form = await readForm(req);
  if (action === 'signup') return signUp(accounts, res, uid, form);
  const email = form.get('email') ?? '';
  const refuse = (error: string) => sendHtml(res, 200, renderLoginPage({ uid, email, error }));
  // While locked, not even the right password (or a demo button) signs the account in.
  if (lockout.isLocked(email)) return refuse(LOCKED_MESSAGE);
  const user =
    action === 'demo'
      ? accounts.findDemoByEmail(email)
      : await accounts.verify(email, form.get('password') ?? '');
  if (!user) {
    const locked = action === 'login' && lockout.recordFailure(email);
    return refuse(locked ? LOCKED_MESSAGE : WRONG_CREDENTIALS);
  }
  lockout.recordSuccess(email);

  return provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.sub, remember: true } },
    { mergeWithLastSubmission: false }
  );
}
