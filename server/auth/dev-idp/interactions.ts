import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { findDemoUserByEmail, verifyDemoCredentials } from './demo-accounts';
import { htmlPage } from './html';
import { LOCKED_MESSAGE, type LoginLockout } from './lockout';
import { renderLoginPage, WRONG_CREDENTIALS } from './login-page';

const FORM_LIMIT_BYTES = 16 * 1024;

/** `/interaction/<uid>` and its form actions, as served by the login page. */
export const INTERACTION_ROUTE = /^\/interaction\/([\w-]+)(?:\/(login|demo|abort))?$/;

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

/**
 * Serves the login interaction: shows the page, checks credentials, signs in a demo account, or cancels.
 * oidc-provider then resumes the authorization request and redirects to the app.
 */
export async function handleInteraction(
  provider: Provider,
  lockout: LoginLockout,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  action: string | undefined
): Promise<void> {
  // Missing or expired interaction cookie: the browser came back too late or from another tab's old page.
  const details = await provider.interactionDetails(req, res).catch(() => undefined);
  if (details?.uid !== uid) return sendHtml(res, 400, expiredPage());

  if (req.method === 'GET' && action === undefined) return sendHtml(res, 200, renderLoginPage({ uid }));
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
  const email = form.get('email') ?? '';
  const refuse = (error: string) => sendHtml(res, 200, renderLoginPage({ uid, email, error }));
  // While locked, not even the right password (or a demo button) signs the account in.
  if (lockout.isLocked(email)) return refuse(LOCKED_MESSAGE);
  const user =
    action === 'demo' ? findDemoUserByEmail(email) : verifyDemoCredentials(email, form.get('password') ?? '');
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
