import { createHash, timingSafeEqual } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '#server/demo/demo-users';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The demo user with this subject, if any. */
export function findDemoUserBySub(sub: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.sub === sub);
}

/** The demo user with this email (case-insensitive), if any. */
export function findDemoUserByEmail(email: string): DemoUser | undefined {
  const wanted = normalizeEmail(email);
  return DEMO_USERS.find((user) => user.email === wanted);
}

// Hashing first gives equal-length buffers, which timingSafeEqual requires.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** The demo user when email and password match, otherwise undefined. */
export function verifyDemoCredentials(email: string, password: string): DemoUser | undefined {
  const user = findDemoUserByEmail(email);
  const passwordMatches = timingSafeEqual(digest(password), digest(DEMO_PASSWORD));
  return user && passwordMatches ? user : undefined;
}
