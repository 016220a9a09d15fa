import { createApp } from './app';
import type { Db } from './db/client';

/**
 * The app as the OpenAPI generator sees it: routes are described, never called, so nothing here is reachable.
 * A call would fail loudly rather than touch a database or verify a token.
 */
export function createDescribedApp() {
  const unreachable = () => {
    throw new Error('The described app serves no requests');
  };
  return createApp({
    db: new Proxy({}, { get: unreachable }) as Db,
    verifyToken: unreachable,
    userInfo: unreachable,
    corsOrigins: [],
  });
}
