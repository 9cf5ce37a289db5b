import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import { lt, sql } from 'drizzle-orm';
import type { CaptchaChallenge } from '@commons/contract';
import type { Db } from '../db/client.ts';
import { captchaUses } from '../db/schema/index.ts';

export interface CaptchaSettings {
  /** Signs challenges; every instance must share it (CAPTCHA_SECRET). */
  secret: string;
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The answer's counter is drawn from [maxCounter / 2, maxCounter]: about that many tries. */
  maxCounter: number;
  /** How long a challenge may be solved and sent. */
  ttlMs: number;
}

/** Used answers are swept once in this many checks, so the table holds live challenges only. */
const SWEEP_EVERY = 200;

/** A secret for one process, when the operator set none: challenges then hold within this instance only. */
export const processSecret = () => randomBytes(32).toString('hex');

/**
 * ALTCHA, self-hosted: a signed proof-of-work challenge the browser solves (no third party sees
 * the visitor), checked on the server — signature, expiry and the work itself — and accepted once:
 * the challenge's nonce is recorded in `captcha_uses` until it expires, so a replayed answer fails
 * on every instance. Expiry goes by the real clock, as ALTCHA checks it, even where the app's clock
 * is pinned.
 */
export function altchaCaptcha(db: Db, settings: CaptchaSettings) {
  let checks = 0;
  const store = {
    async get(): Promise<unknown> {
      return undefined;
    },
    async set(): Promise<void> {},
    /** True when `id` was not used yet (and is now). */
    async setIfAbsent(id: string): Promise<boolean> {
      const rows = await db
        .insert(captchaUses)
        .values({ id, expires_at: new Date(Date.now() + settings.ttlMs) })
        .onConflictDoNothing()
        .returning({ id: captchaUses.id });
      return rows.length === 1;
    },
  };

  return {
    async challenge(): Promise<CaptchaChallenge> {
      const made = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: settings.cost,
        counter: randomInt(Math.floor(settings.maxCounter / 2), settings.maxCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + settings.ttlMs),
        hmacSignatureSecret: settings.secret,
        hmacKeySignatureSecret: `${settings.secret}:keys`,
      });
      return { kind: 'altcha', challenge: made as unknown as Record<string, unknown> };
    },

    /** Is `answer` a solved, unexpired challenge of ours, sent for the first time? */
    async isSolved(answer: string): Promise<boolean> {
      checks += 1;
      if (checks % SWEEP_EVERY === 0) void db.delete(captchaUses).where(lt(captchaUses.expires_at, sql`now()`)).catch(() => undefined);
      const result = await verify(answer, deriveKey, settings.secret, `${settings.secret}:keys`, store);
      return result.error === null && result.verification?.verified === true;
    },
  };
}
/** The captcha the public forms ask for: ALTCHA by default, reCAPTCHA when configured. */
export interface Captcha {
  challenge(): Promise<CaptchaChallenge>;
  isSolved(answer: string): Promise<boolean>;
}

export interface RecaptchaSettings {
  secret: string;
  /** The public key the page shows the widget with. */
  siteKey: string;
  /** Google's siteverify address (a test points it at a stand-in). */
  verifyUrl: string;
  /** How long a token is remembered as used (Google's tokens live 2 minutes). */
  ttlMs: number;
}

/** How long a siteverify call may take before the answer counts as not solved. */
const VERIFY_TIMEOUT_MS = 5000;

/**
 * Google reCAPTCHA, when the operator sets RECAPTCHA_SECRET: the page shows Google's widget with the
 * site key, and the server asks Google's siteverify whether the token is good. Google refuses a
 * token twice; each token is also recorded in `captcha_uses`, so a replay fails here even before.
 * Google unreachable or slow means not solved: the visitor may try again.
 */
export function recaptchaCaptcha(db: Db, settings: RecaptchaSettings) {
  return {
    async challenge(): Promise<CaptchaChallenge> {
      return { kind: 'recaptcha', site_key: settings.siteKey };
    },

    async isSolved(answer: string): Promise<boolean> {
      const used = await db
        .insert(captchaUses)
        .values({ id: `recaptcha:${createHash('sha256').update(answer).digest('hex')}`, expires_at: new Date(Date.now() + settings.ttlMs) })
        .onConflictDoNothing()
        .returning({ id: captchaUses.id });
      if (used.length === 0) return false;
      try {
        const res = await fetch(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secret, response: answer }).toString(),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!res.ok) return false;
        const verdict = (await res.json()) as { success?: unknown };
        return verdict.success === true;
      } catch {
        return false;
      }
    },
  };
}
