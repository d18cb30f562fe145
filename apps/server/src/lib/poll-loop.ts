/** A background loop that can be stopped: what `stop()` waits for is the pass under way to end. */
export type PollLoop = { stop(): Promise<void> };

/**
 * Runs `pass` until stopped: pass after pass while it finds work (returns a count above 0), a
 * poll interval's sleep when it finds none. A pass that throws (database unreachable) is handed
 * to `onError` and tried again after the interval; `stop()` cuts the sleep short.
 */
export function startPollLoop(pass: () => Promise<number>, options: { pollMs: number; onError: (error: unknown) => void }): PollLoop {
  let stopped = false;
  let wake = () => {};
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      let found = 0;
      try {
        found = await pass();
      } catch (error) {
        options.onError(error);
      }
      if (found === 0 && !stopped) await sleep(options.pollMs);
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake();
      await loop;
    },
  };
}
