import type { App } from '#server/app';

/** A socket address for `app.request`, so each test can act as its own client of the rate limiters. */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

let counter = 0;
/** A fresh browser-style session id. */
export const newSessionId = () => `test_${Date.now().toString(36)}_${(counter++).toString(36)}`;

/** POSTs JSON without any token, as the public chat screen does. */
export function postJson(app: App, path: string, body: unknown, address = '203.0.113.10') {
  return app.request(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    fromAddress(address)
  );
}

/** Sends one chat message and returns the parsed reply (failing the test on a non-200 answer). */
export async function chat(app: App, message: string, sessionId: string, address?: string) {
  const res = await postJson(app, '/api/chat/', { message, session_id: sessionId }, address);
  if (res.status !== 200) throw new Error(`chat answered ${res.status}: ${await res.text()}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions check the shape themselves
  return (await res.json()) as any;
}
