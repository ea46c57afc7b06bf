import { describe, expect, it } from 'vitest';
import { once } from '../../shared/once';

describe('once', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    let made = 0;
    const formatter = once(() => {
      made += 1;
      return { id: made };
    });
    expect(made).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a falsy value too', () => {
    let made = 0;
    const zero = once(() => {
      made += 1;
      return 0;
    });
    expect([zero(), zero()]).toEqual([0, 0]);
    expect(made).toBe(1);
  });
});
