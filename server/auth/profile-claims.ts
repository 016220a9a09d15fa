/**
 * Auth0 access tokens carry no profile claims; an Auth0 Action adds them under a namespace. The API reads these
 * two names and the embedded identity provider writes them, so a real tenant needs the same Action.
 */
export const EMAIL_CLAIM = 'https://inbest.app/email';
export const NAME_CLAIM = 'https://inbest.app/name';
