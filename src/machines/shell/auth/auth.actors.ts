import { fromPromise } from 'xstate';
import type { AuthState, LoginRequest } from '#api/auth-service';
import { getAuthService } from '#api/runtime';

/** Completes a pending redirect sign-in and reads who is signed in. */
export const initAuth = fromPromise<AuthState, { url: string }>(({ input }) =>
  getAuthService().init(input.url)
);

/** Sends the browser to the identity provider's login or sign-up page; the page unloads, so this rarely settles. */
export const redirectToLogin = fromPromise<void, LoginRequest>(({ input }) => getAuthService().login(input));

/** Clears the session and sends the browser to the provider's logout, which returns to the site root. */
export const signOut = fromPromise<void>(() => getAuthService().logout());
