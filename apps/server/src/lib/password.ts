import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of nothing in particular, verified against when an account does not exist (equal timing). */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
