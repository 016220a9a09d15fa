import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';

type Entry = { payload: AdapterPayload; expiresAt: number | null };
/** Model name (Session, Grant, RefreshToken…) → id → entry. */
type Contents = Record<string, Record<string, Entry>>;

const isLive = (entry: Entry, now: number) => entry.expiresAt === null || entry.expiresAt > now;

/**
 * oidc-provider's storage (sessions, grants, refresh tokens, codes) kept in memory and mirrored to one JSON file,
 * so a restarted development provider still honours the sessions and refresh tokens it issued. Writes are
 * coalesced: a burst of token requests costs one file write, not one per request.
 */
export class FileStore {
  private dirty = false;
  private writing: Promise<void> | undefined;

  private constructor(
    private readonly file: string,
    private readonly contents: Contents
  ) {}

  /** Opens the store at `file`, starting empty when it does not exist yet. */
  static async open(file: string): Promise<FileStore> {
    let contents: Contents = {};
    try {
      contents = JSON.parse(await readFile(file, 'utf8')) as Contents;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await mkdir(dirname(file), { recursive: true });
    return new FileStore(file, contents);
  }

  /** The oidc-provider adapter for one model; pass `(name) => store.adapterFor(name)` as `adapter`. */
  adapterFor(model: string): Adapter {
    const entries = (this.contents[model] ??= {});
    const changed = () => this.scheduleWrite();
    const find = (id: string) => {
      const entry = entries[id];
      if (!entry) return undefined;
      if (isLive(entry, Date.now())) return entry.payload;
      delete entries[id];
      changed();
      return undefined;
    };
    const findBy = (matches: (payload: AdapterPayload) => boolean) => {
      const hit = Object.entries(entries).find(([, entry]) => matches(entry.payload));
      return hit ? find(hit[0]) : undefined;
    };
    return {
      upsert: async (id, payload, expiresIn) => {
        entries[id] = { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null };
        changed();
      },
      find: async (id) => find(id),
      findByUid: async (uid) => findBy((payload) => payload.uid === uid),
      findByUserCode: async (userCode) => findBy((payload) => payload.userCode === userCode),
      consume: async (id) => {
        const entry = entries[id];
        if (!entry) return;
        entry.payload.consumed = Math.floor(Date.now() / 1000);
        changed();
      },
      destroy: async (id) => {
        delete entries[id];
        changed();
      },
      revokeByGrantId: async (grantId) => this.revokeByGrantId(grantId),
    };
  }

  /** Resolves once every change made so far is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private revokeByGrantId(grantId: string) {
    for (const entries of Object.values(this.contents)) {
      for (const [id, entry] of Object.entries(entries)) {
        if (entry.payload.grantId === grantId) delete entries[id];
      }
    }
    this.scheduleWrite();
  }

  private scheduleWrite() {
    this.dirty = true;
    // Changes made in the same tick (a token response touches several models) share one write.
    this.writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.writeWhileDirty());
  }

  private async writeWhileDirty() {
    try {
      while (this.dirty) {
        this.dirty = false;
        await this.writeSnapshot();
      }
    } catch (error) {
      // A failed write loses durability, not correctness: the provider keeps serving from memory.
      console.error('No se pudo guardar el estado del proveedor de identidad:', error);
    } finally {
      this.writing = undefined;
    }
  }

  private async writeSnapshot() {
    const now = Date.now();
    for (const entries of Object.values(this.contents)) {
      for (const [id, entry] of Object.entries(entries)) {
        if (!isLive(entry, now)) delete entries[id];
      }
    }
    // Write-then-rename: a crash mid-write leaves the previous snapshot intact.
    const temporary = `${this.file}.tmp`;
    await writeFile(temporary, JSON.stringify(this.contents), { mode: 0o600 });
    await rename(temporary, this.file);
  }
}
