import { createRequire } from 'node:module';

const requireCommonJs = createRequire(import.meta.url);

/**
 * A CommonJS package required the first time a request needs it, not when the server starts: an
 * idle server then does not hold libraries that only some requests use (its resident memory is a
 * measured goal, docs/benchmarks.md). The call stays synchronous, so its callers do not change.
 */
export function onFirstUse<T>(packageName: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireCommonJs(packageName) as T);
}
