import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/** Style guide 11: a console.error during a UI test fails it, unless the test says it expects one. */
const allowed: RegExp[] = [];
let spy: MockInstance<typeof console.error> | undefined;
let calls: unknown[][] = [];

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

/** The console.error spy of the current test, for asserting on deliberate logs. */
export function consoleErrorSpy(): MockInstance<typeof console.error> {
  if (!spy) throw new Error('The console guard is not installed.');
  return spy;
}

export function installConsoleGuard(): void {
  beforeEach(() => {
    calls = [];
    allowed.length = 0;
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      calls.push(args);
    });
  });
  afterEach(() => {
    spy?.mockRestore();
    const text = (args: unknown[]) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ');
    const unexpected = calls.map(text).filter((line) => !allowed.some((pattern) => pattern.test(line)));
    if (unexpected.length > 0) throw new Error(`console.error during the test:\n${unexpected.join('\n---\n')}`);
  });
}
