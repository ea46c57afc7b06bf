// msw 3 targets Node >= 22.12 (ES2025 Set methods, Promise.withResolvers); this machine runs Node 20.
// Minimal, spec-shaped polyfills so msw runs here; on Node 22+ they are skipped.

type SetLike<T> = { has(value: T): boolean; keys(): Iterator<T> };

const setProto = Set.prototype as Set<unknown> & Record<string, unknown>;

if (typeof setProto.intersection !== 'function') {
  Object.defineProperty(Set.prototype, 'intersection', {
    configurable: true,
    writable: true,
    value: function intersection<T>(this: Set<T>, other: SetLike<T>): Set<T> {
      return new Set([...this].filter((value) => other.has(value)));
    },
  });
}

if (typeof setProto.difference !== 'function') {
  Object.defineProperty(Set.prototype, 'difference', {
    configurable: true,
    writable: true,
    value: function difference<T>(this: Set<T>, other: SetLike<T>): Set<T> {
      return new Set([...this].filter((value) => !other.has(value)));
    },
  });
}

if (typeof (Promise as unknown as Record<string, unknown>).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}
