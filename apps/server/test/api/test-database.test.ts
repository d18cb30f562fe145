import { describe, expect, it } from 'vitest';
import { getTestContext } from '../helpers/app';

/**
 * The API suite, the upload-abuse tests among it, runs where CI points it: on the PostgreSQL server
 * of DATABASE_URL (.ci/run starts one), on PGlite without one. A helper that quietly fell back to
 * PGlite would leave PostgreSQL's own refusals (NUL, broken Unicode, dates) untested.
 */
describe('the test database', () => {
  it('is the PostgreSQL server DATABASE_URL names, else PGlite', async () => {
    const { database } = await getTestContext();
    const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    expect(database.kind).toBe(url?.startsWith('postgres') ? 'postgres' : 'pglite');
  });
});
