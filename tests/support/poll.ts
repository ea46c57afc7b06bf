type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/**
 * Resolves with the first truthy value of `check`, polling every few milliseconds; rejects with
 * `what` after `timeoutMs`. Tests wait for conditions with this instead of fixed sleeps.
 */
export async function pollUntil<T>(what: string, check: () => Promise<T> | T, timeoutMs = 10_000): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
