import type { Db } from '#server/db/client';
import type { Caller } from '#server/auth/caller';

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    db: Db;
    caller: Caller;
  };
};
