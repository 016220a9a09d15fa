/** Process configuration with the fixed local defaults the README documents. */
export type AuthConfig = {
  /** Base URL of the identity provider (Auth0 domain as a URL, no trailing slash). */
  domainUrl: string;
  /** Expected `iss` of access tokens: Auth0 issuers end with a slash. */
  issuer: string;
  audience: string;
  clientId: string;
  /** True when the embedded development identity provider is in use. */
  embedded: boolean;
};

export const DEFAULT_PORTS = { web: 3000, api: 8000, idp: 4000 } as const;
export const DEFAULT_CLIENT_ID = 'inbest-web';
export const DEFAULT_AUDIENCE = 'https://api.inbest.local';

const domainToUrl = (domain: string) =>
  (/^https?:\/\//.test(domain) ? domain : `https://${domain}`).replace(/\/+$/, '');

/** Reads AUTH0_DOMAIN / AUTH0_CLIENT_ID / AUTH0_AUDIENCE; without a domain the embedded provider is used. */
export function readAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const embedded = !env.AUTH0_DOMAIN;
  const domainUrl = embedded
    ? `http://localhost:${env.IDP_PORT ?? DEFAULT_PORTS.idp}`
    : domainToUrl(env.AUTH0_DOMAIN as string);
  return {
    domainUrl,
    issuer: `${domainUrl}/`,
    audience: env.AUTH0_AUDIENCE ?? DEFAULT_AUDIENCE,
    clientId: env.AUTH0_CLIENT_ID ?? DEFAULT_CLIENT_ID,
    embedded,
  };
}

export const webOrigin = (env: NodeJS.ProcessEnv = process.env) =>
  env.WEB_ORIGIN ?? `http://localhost:${env.WEB_PORT ?? DEFAULT_PORTS.web}`;

export const dataDir = (env: NodeJS.ProcessEnv = process.env) => env.DATA_DIR ?? './data';

/** The development inbox (maildev) that `npm start`, `npm run dev` and the journeys start when SMTP_URL is unset. */
export const DEV_INBOX_PORTS = { smtp: 1025, web: 1080 } as const;

/** Where outgoing mail goes (SMTP_URL, by default the development inbox) and whom it is from (MAIL_FROM). */
export const mailConfig = (env: NodeJS.ProcessEnv = process.env) => ({
  smtpUrl: env.SMTP_URL?.trim() || `smtp://localhost:${DEV_INBOX_PORTS.smtp}`,
  from: env.MAIL_FROM?.trim() || 'In-Best <no-reply@inbest.local>',
});
