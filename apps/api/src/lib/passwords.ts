import argon2 from 'argon2';

// docs/decisions/tokens-and-sessions.md: argon2id, at least 19 MiB memory and 2 iterations
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/** Verifies against the stored hash, or against a decoy so unknown emails take as long as wrong passwords. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-never-matches');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  return argon2.verify(storedHash, password);
}
