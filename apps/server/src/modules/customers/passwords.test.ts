import { describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { decoyHash, hashPassword, isPasswordOf, needsRehash } from './passwords.ts';

describe('passwords', () => {
  it('are hashed with Argon2id, 19 MiB, 2 passes, 1 lane, and a fresh salt each time', async () => {
    const first = await hashPassword('Secret-pass1!');
    const second = await hashPassword('Secret-pass1!');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await isPasswordOf(first, 'Secret-pass1!')).toBe(true);
    expect(await isPasswordOf(first, 'secret-pass1!')).toBe(false);
  });

  it('a hash that cannot be read matches nothing', async () => {
    expect(await isPasswordOf('not a hash', 'Secret-pass1!')).toBe(false);
    expect(await isPasswordOf(await decoyHash(), '')).toBe(false);
  });

  it('made with other settings are hashed again at the next login', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash(await hash('x', { memoryCost: 8192, timeCost: 3 }))).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});
