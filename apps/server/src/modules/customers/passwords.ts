import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane, a 16-byte
 * random salt and a 32-byte hash. One hash takes about 30 ms of one core, off the event loop (in
 * libuv's thread pool, 4 threads by default, so at most 4 at once per instance and about 80 MiB).
 * A stored hash names its own settings (PHC string), so raising these later takes effect for each
 * account at its next login (needsRehash) while older hashes still verify.
 * See docs/decisions/0016-customer-sessions-and-passwords.md.
 */
export const ARGON2_SETTINGS = {
  /** Argon2id (the library's enum is a const enum, which isolated modules cannot read). */
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_SETTINGS);

/** Does `password` match `stored`? A hash that cannot be read matches nothing. */
export async function isPasswordOf(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Was `stored` made with other settings than today's? */
export function needsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored);
    return (
      used.algorithm !== ARGON2_SETTINGS.algorithm ||
      used.memoryCost !== ARGON2_SETTINGS.memoryCost ||
      used.timeCost !== ARGON2_SETTINGS.timeCost ||
      used.parallelism !== ARGON2_SETTINGS.parallelism
    );
  } catch {
    return true;
  }
}

let decoy: Promise<string> | undefined;
/**
 * A hash of no one's password, verified when an e-mail address has no account, so a wrong address
 * takes as long to refuse as a wrong password and the answer time tells nothing.
 */
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('no account has this password'));
