import { DEFAULT_AUDIENCE, DEFAULT_CLIENT_ID, DEFAULT_PORTS, DEV_INBOX_PORTS } from '../../server/config';

/** Where the journeys find the stack; scripts/test-e2e.ts starts it on these fixed local ports. */
export const E2E = {
  webUrl: process.env.E2E_WEB_URL ?? `http://localhost:${DEFAULT_PORTS.web}`,
  apiUrl: process.env.E2E_API_URL ?? `http://localhost:${DEFAULT_PORTS.api}`,
  idpUrl: process.env.E2E_IDP_URL ?? `http://localhost:${DEFAULT_PORTS.idp}`,
  controlUrl: process.env.E2E_CONTROL_URL ?? 'http://127.0.0.1:8099',
  /** The development inbox (maildev) the stack's API sends to. */
  inboxUrl: process.env.E2E_INBOX_URL ?? `http://127.0.0.1:${DEV_INBOX_PORTS.web}`,
  clientId: DEFAULT_CLIENT_ID,
  audience: DEFAULT_AUDIENCE,
} as const;
