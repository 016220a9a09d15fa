import type { Access } from '#domain/permissions';

/** Where a page machine sends the browser; the shell provides the implementation of the `navigate` action. */
export type NavigateParams = { to: string; replace?: boolean };

/** The event a screen sends when the signed-in user's access changes (company switch, role change, new token). */
export type AccessChangedEvent = { type: 'access.changed'; access: Access };
