import { execFileSync } from 'node:child_process';

/** The PostgreSQL superuser URL (scripts/run-tests.sh exports PG_ADMIN_URL). */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgresql://postgres:postgres@127.0.0.1:55432/marketplace';

/** Runs one SQL statement with psql and returns the unaligned, tuples-only rows split on '|'. */
export function psqlRows(sql: string): string[][] {
  const output = execFileSync('psql', [PG_ADMIN_URL, '-X', '-v', 'ON_ERROR_STOP=1', '-At', '-c', sql], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  return output
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('|'));
}

/** The answer key from the question bank: question id -> 0-based index of the correct option. */
export function certificationAnswerKey(questionIds: readonly number[]): Map<number, number> {
  if (questionIds.length === 0 || !questionIds.every((id) => Number.isSafeInteger(id) && id > 0)) {
    throw new Error(`Unexpected question ids: ${JSON.stringify(questionIds)}`);
  }
  const rows = psqlRows(
    `SELECT id, correct_option FROM auth.certification_questions WHERE id = ANY('{${questionIds.join(',')}}'::int[])`,
  );
  return new Map(rows.map(([id, correct]) => [Number(id), Number(correct)]));
}

/** Whether the projects service has learnt (from engineer.verified / engineer.certified) that this engineer may bid. */
export function projectsKnowsVerifiedEngineer(userId: number): boolean {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`Unexpected user id: ${userId}`);
  return psqlRows(`SELECT 1 FROM projects.verified_engineers WHERE user_id = ${userId}`).length === 1;
}

/** The answer key of a certification track's bank (auth.track_questions): question id -> 0-based correct option. */
export function trackAnswerKey(questionIds: readonly number[]): Map<number, number> {
  if (questionIds.length === 0 || !questionIds.every((id) => Number.isSafeInteger(id) && id > 0)) {
    throw new Error(`Unexpected question ids: ${JSON.stringify(questionIds)}`);
  }
  const rows = psqlRows(`SELECT id, correct_option FROM auth.track_questions WHERE id = ANY('{${questionIds.join(',')}}'::int[])`);
  return new Map(rows.map(([id, correct]) => [Number(id), Number(correct)]));
}
