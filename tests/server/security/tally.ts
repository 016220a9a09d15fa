import type { Db } from '#server/db/client';
import { fingerprint } from './world';

/**
 * What an attack suite reports when it ends (docs/security.md keeps the numbers): calls made, their 4xx and 5xx,
 * and how many refused calls (4xx or 5xx) left the database different from before.
 */
export function createTally(suite: string) {
  const counts = { calls: 0, clientErrors: 0, serverErrors: 0, persisted: 0 };
  return {
    counts,
    /** Counts one answer; `changed` says whether the database differs from before the call. */
    record(status: number, changed = false) {
      counts.calls++;
      if (status >= 500) counts.serverErrors++;
      else if (status >= 400) counts.clientErrors++;
      if (status >= 400 && changed) counts.persisted++;
    },
    /** Sends one call and records it, fingerprinting the database around it. */
    async measure(db: Db, send: () => Response | Promise<Response>): Promise<Response> {
      const before = await fingerprint(db);
      const res = await send();
      this.record(res.status, res.status >= 400 && (await fingerprint(db)) !== before);
      return res;
    },
    report() {
      console.info(
        `${suite} suite: ${counts.calls} calls, ${counts.clientErrors} × 4xx, ${counts.serverErrors} × 5xx, ` +
          `${counts.persisted} refused calls persisted data`
      );
    },
  };
}
