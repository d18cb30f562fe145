import { beforeAll } from 'vitest';
import { getTestContext } from './app';

// Build the worker's app and database before the first test, under the hook timeout rather
// than the first test's own.
beforeAll(async () => {
  await getTestContext();
});
