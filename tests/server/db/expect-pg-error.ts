import { isStillReferenced, pgConstraint, pgErrorCode } from '#server/db/errors';

type Failure = { code?: string; constraint?: string; stillReferenced: boolean };

/** Runs a statement that must fail and returns what PostgreSQL reported about the violated constraint. */
export async function pgFailure(statement: PromiseLike<unknown>): Promise<Failure> {
  try {
    await statement;
  } catch (error) {
    return {
      code: pgErrorCode(error),
      constraint: pgConstraint(error),
      stillReferenced: isStillReferenced(error),
    };
  }
  throw new Error('The statement succeeded but was expected to violate a constraint');
}
