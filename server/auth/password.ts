import { hash, verify } from '@node-rs/argon2';

// Argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane).
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
