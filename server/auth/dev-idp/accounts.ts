import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD, DEMO_USERS, MANAGER_PERMISSIONS, type DemoUser } from '#server/demo/demo-users';

/** Someone who can sign in here: a published demo account or a person who signed up. */
export type Account = DemoUser & { emailVerified: boolean };

/** A signed-up person as kept on disk: the password only as a salted scrypt hash. */
type StoredAccount = {
  sub: string;
  email: string;
  name: string;
  salt: string;
  hash: string;
  createdAt: string;
};

/**
 * What a sign-up is given. Self-registered accounts hold the permissions of a company manager, as a tenant's
 * default role would give them: what they may touch in a company still comes from their memberships there.
 */
export const SIGN_UP_PERMISSIONS: readonly string[] = MANAGER_PERMISSIONS;

const hashPassword = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const HASH_BYTES = 32;

const normalizeEmail = (email: string) => email.trim().toLowerCase();
// Hashing first gives equal-length buffers, which timingSafeEqual requires.
const digest = (value: string) => createHash('sha256').update(value).digest();
const asDemoAccount = (user: DemoUser): Account => ({ ...user, emailVerified: true });
const asAccount = (stored: StoredAccount): Account => ({
  sub: stored.sub,
  email: stored.email,
  name: stored.name,
  permissions: SIGN_UP_PERMISSIONS,
  // Nobody proved they own the address: the provider sends no mail.
  emailVerified: false,
});

/**
 * The provider's people: the demo accounts (fixed, in code) and the accounts created on the sign-up page, kept
 * in one JSON file so a restarted provider still knows them.
 */
export class AccountStore {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly stored: StoredAccount[]
  ) {}

  /** Opens the store at `file`, starting with no signed-up accounts when it does not exist yet. */
  static async open(file: string): Promise<AccountStore> {
    let stored: StoredAccount[] = [];
    try {
      stored = (JSON.parse(await readFile(file, 'utf8')) as { accounts: StoredAccount[] }).accounts;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await mkdir(dirname(file), { recursive: true });
    return new AccountStore(file, stored);
  }

  /** The account with this subject, if any. */
  findBySub(sub: string): Account | undefined {
    const demo = DEMO_USERS.find((user) => user.sub === sub);
    if (demo) return asDemoAccount(demo);
    const stored = this.stored.find((account) => account.sub === sub);
    return stored && asAccount(stored);
  }

  /** The demo account with this e-mail (case-insensitive): the login page's one-click buttons. */
  findDemoByEmail(email: string): Account | undefined {
    const wanted = normalizeEmail(email);
    const demo = DEMO_USERS.find((user) => user.email === wanted);
    return demo && asDemoAccount(demo);
  }

  /** The account when e-mail and password match, otherwise undefined. */
  async verify(email: string, password: string): Promise<Account | undefined> {
    const wanted = normalizeEmail(email);
    const demo = this.findDemoByEmail(wanted);
    if (demo) return timingSafeEqual(digest(password), digest(DEMO_PASSWORD)) ? demo : undefined;
    const stored = this.stored.find((account) => account.email === wanted);
    // An unknown address costs a hash too, so the answer's timing does not tell which addresses exist.
    const salt = stored ? Buffer.from(stored.salt, 'base64') : randomBytes(16);
    const hash = await hashPassword(password, salt, HASH_BYTES);
    return stored && timingSafeEqual(hash, Buffer.from(stored.hash, 'base64'))
      ? asAccount(stored)
      : undefined;
  }

  /**
   * Creates an account unless the e-mail already has one. The caller answers both outcomes alike; the hash is
   * computed either way so the two cost the same time.
   */
  async register(input: { name: string; email: string; password: string }): Promise<{ created: boolean }> {
    const salt = randomBytes(16);
    const hash = await hashPassword(input.password, salt, HASH_BYTES);
    const email = normalizeEmail(input.email);
    // Checked after the hash, with no await in between: two sign-ups of one address cannot both pass.
    if (this.findDemoByEmail(email) || this.stored.some((account) => account.email === email)) {
      return { created: false };
    }
    this.stored.push({
      sub: `auth0|${randomUUID()}`,
      email,
      name: input.name,
      salt: salt.toString('base64'),
      hash: hash.toString('base64'),
      createdAt: new Date().toISOString(),
    });
    await this.save();
    return { created: true };
  }

  /** Resolves once every account created so far is on disk. */
  flush(): Promise<void> {
    return this.writing;
  }

  // Writes one after another, each the whole list, write-then-rename so a crash keeps the previous file.
  private save(): Promise<void> {
    this.writing = this.writing.then(async () => {
      const temporary = `${this.file}.tmp`;
      await writeFile(temporary, JSON.stringify({ accounts: this.stored }), { mode: 0o600 });
      await rename(temporary, this.file);
    });
    return this.writing;
  }
}
