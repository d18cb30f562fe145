/**
 * Waits until `condition` holds, checking it again every `intervalMs`, and fails the test once
 * `timeoutMs` has passed without it: a wait on the state a test means, never a fixed sleep.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 5_000, intervalMs = 5, what = 'the condition' }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
