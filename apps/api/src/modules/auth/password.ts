import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library defaults (m = 19 MiB, t = 2, p = 1: the OWASP baseline).
 * The algorithm and parameters are stored in the hash, so they can be raised later.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", not as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash made with the same algorithm and parameters as real ones, checked when the user name
 * is unknown, so response times do not tell an attacker which user names exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('prapa-dummy-password-never-matches');
  return dummyHash;
}
