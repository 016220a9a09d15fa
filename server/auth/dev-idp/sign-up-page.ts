import { escapeHtml, htmlPage } from './html';
import { interactionPaths } from './login-page';

export const SIGN_UP_TITLE = 'Crear cuenta — In-Best';

/** The password rules, shown before anyone types: each is a phrase that completes "La contraseña debe tener…". */
export const PASSWORD_RULES = {
  length: 'al menos 10 caracteres',
  mix: 'al menos una letra y un número',
  notEmail: 'un texto distinto de tu correo',
} as const;
const PASSWORD_MIN = 10;
const PASSWORD_MAX = 128;
const NAME_MAX = 100;
const EMAIL_MAX = 254;
// Enough to catch a typo (no @, no domain); whether the address exists only a mail could tell.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = 'name' | 'email' | 'password';
export type SignUpValues = { name: string; email: string; password: string };
export type SignUpErrors = Partial<Record<Field, string>>;

function passwordError({ email, password }: SignUpValues): string | undefined {
  if (password === '') return 'Escribe una contraseña.';
  if (password.length > PASSWORD_MAX) return `La contraseña admite hasta ${PASSWORD_MAX} caracteres.`;
  const unmet: string[] = [];
  if (password.length < PASSWORD_MIN) unmet.push(PASSWORD_RULES.length);
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) unmet.push(PASSWORD_RULES.mix);
  if (email !== '' && password.trim().toLowerCase() === email.toLowerCase())
    unmet.push(PASSWORD_RULES.notEmail);
  return unmet.length > 0 ? `La contraseña debe tener ${unmet.join(' y ')}.` : undefined;
}

/** Reads and checks the sign-up form; the values come back trimmed (the password as typed). */
export function validateSignUp(form: URLSearchParams): { values: SignUpValues; errors: SignUpErrors } {
  const values = {
    name: (form.get('name') ?? '').trim(),
    email: (form.get('email') ?? '').trim(),
    password: form.get('password') ?? '',
  };
  const errors: SignUpErrors = {};
  if (values.name === '') errors.name = 'Escribe tu nombre.';
  else if (values.name.length > NAME_MAX) errors.name = `El nombre admite hasta ${NAME_MAX} caracteres.`;
  if (values.email === '') errors.email = 'Escribe tu correo electrónico.';
  else if (values.email.length > EMAIL_MAX || !EMAIL_SHAPE.test(values.email)) {
    errors.email = 'Escribe un correo electrónico válido, como nombre@empresa.com.';
  }
  const password = passwordError(values);
  if (password) errors.password = password;
  return { values, errors };
}

export type SignUpPageState = {
  uid: string;
  /** What was typed before an error; the password is never sent back. */
  values?: Partial<Pick<SignUpValues, 'name' | 'email'>>;
  errors?: SignUpErrors;
};

const fieldError = (field: Field, errors: SignUpErrors) =>
  errors[field] ? `<p id="${field}-error" class="field-error">${escapeHtml(errors[field])}</p>\n` : '';

/** `aria-invalid` and the ids that describe a field: its error, and for the password the rules too. */
function describedBy(field: Field, errors: SignUpErrors, extra: string[] = []) {
  const ids = [...extra, ...(errors[field] ? [`${field}-error`] : [])];
  const invalid = errors[field] ? ' aria-invalid="true"' : '';
  return `${invalid}${ids.length > 0 ? ` aria-describedby="${ids.join(' ')}"` : ''}`;
}

/** The Spanish sign-up page: name, e-mail and a password whose rules are listed before the field. */
export function renderSignUpPage({ uid, values = {}, errors = {} }: SignUpPageState): string {
  const paths = interactionPaths(uid);
  const hasErrors = Object.keys(errors).length > 0;
  const firstInvalid = (['name', 'email', 'password'] as const).find((field) => errors[field]);
  const autofocus = (field: Field) => ((firstInvalid ?? 'name') === field ? ' autofocus' : '');
  const summary = hasErrors
    ? '<p class="error" role="alert">Revisa los datos marcados: la cuenta aún no se creó.</p>\n'
    : '';
  const rules = Object.values(PASSWORD_RULES)
    .map((rule) => `<li>${escapeHtml(rule)}</li>`)
    .join('');
  // novalidate: the provider's Spanish messages, not the browser's, in whatever language it speaks.
  return htmlPage(
    SIGN_UP_TITLE,
    `<h1>Crear cuenta en In-Best</h1>
${summary}<form method="post" action="${escapeHtml(paths.signUp)}" novalidate>
<label for="name">Nombre completo</label>
${fieldError('name', errors)}<input id="name" name="name" type="text" autocomplete="name" required maxlength="${NAME_MAX}"${autofocus('name')} value="${escapeHtml(values.name ?? '')}"${describedBy('name', errors)}>
<label for="email">Correo electrónico</label>
${fieldError('email', errors)}<input id="email" name="email" type="email" autocomplete="email" required${autofocus('email')} value="${escapeHtml(values.email ?? '')}"${describedBy('email', errors)}>
<label for="password">Contraseña</label>
<div id="password-rules" class="hint">La contraseña debe tener:<ul class="rules">${rules}</ul></div>
${fieldError('password', errors)}<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" maxlength="${PASSWORD_MAX}"${autofocus('password')}${describedBy('password', errors, ['password-rules'])}>
<button class="primary" type="submit">Crear cuenta</button>
</form>
<p class="hint">¿Ya tienes cuenta? <a href="${escapeHtml(paths.login)}">Inicia sesión</a></p>
<form method="post" action="${escapeHtml(paths.abort)}">
<button class="secondary" type="submit">Cancelar</button>
</form>`
  );
}
