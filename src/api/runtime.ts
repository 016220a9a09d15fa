import { createAuth0Service, type AuthService } from './auth-service';
import { createApiClient } from './client';
import { appConfig } from './config';

let authService: AuthService | undefined;

/** The browser's identity-provider service, created on first use. */
export const getAuthService = (): AuthService => (authService ??= createAuth0Service());

/** The browser's API client: every call carries the current access token. */
export const api = createApiClient({
  baseUrl: appConfig.apiUrl,
  getToken: () => getAuthService().getToken(),
});
