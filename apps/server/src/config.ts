import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Names proxy-addr gives to address ranges, beside single addresses and CIDR blocks. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Which peers' X-Forwarded-For and X-Forwarded-Proto are believed: `false` (none), `true` (any,
 * only safe when nothing reaches the server but its proxy), a number of proxy hops, or a comma-
 * separated list of addresses, CIDR blocks and named ranges. Client addresses key the rate limits,
 * so trusting callers that are not proxies would let anyone escape them by naming other addresses.
 */
const trustProxy = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): boolean | number | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries.join(',');
    ctx.addIssue({ code: 'custom', message: 'expected true, false, a number of hops, or addresses, CIDR blocks and loopback, linklocal, uniquelocal separated by commas' });
    return z.NEVER;
  });

/** Interfaces that mean "every interface": a browser on this machine reaches them as localhost. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/**
 * The address this server answers at, when PUBLIC_BASE_URL is not set: `HOST` and `PORT`, with
 * localhost for a server listening on every interface (an IPv6 host in brackets).
 */
export function ownBaseUrl(host: string, port: number): string {
  const name = ANY_INTERFACE.has(host.trim()) ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** How long one statement may run on PostgreSQL before it is cancelled; 0 lets it run on. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** How long a request waits for a connection (a free one from the pool, or a new one) before it gives up. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(3000),
  DATA_DIR: z.string().default(`${repoRoot}data`),
  FILES_DIR: z.string().default(`${repoRoot}data/files`),
  WEB_DIST_DIR: z.string().default(`${repoRoot}apps/web/dist`),
  /** The built staff console, served under /console/. */
  CONSOLE_DIST_DIR: z.string().default(`${repoRoot}apps/console/dist`),
  /** smtp:// or smtps:// with user and password; unset keeps mail in the outbox (outside production: /dev/mail). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected smtp:// or smtps://')
    .optional(),
  /** The From header of every message. */
  MAIL_FROM: z.string().min(3).default('Campus Dining <no-reply@commons.example.edu>'),
  SESSION_SECRET: z.string().min(32).optional(),
  /** The card processor (decisions/0027); 'sandbox' charges nothing and decides by test card numbers. */
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** reCAPTCHA's site key, shown to pages; needed with RECAPTCHA_SECRET. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Signs the public forms' captcha challenges; set the same on every instance (unset: one per process). */
  CAPTCHA_SECRET: z.string().min(32).optional(),
  /** The captcha's work: PBKDF2 iterations per try, and about how many tries (tests lower both). */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(2000),
  /** Unset: this server's own address (ownBaseUrl), so links in mail and redirects reach it. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Whether this instance sends reservation reminders two hours ahead (ADR 0023): on or off. */
  RESERVATION_REMINDERS: z.enum(['on', 'off']).default('on'),
  /** How often the reminder job looks for reservations due a reminder. */
  RESERVATION_REMINDER_EVERY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Whether this instance bills due subscription periods (decisions/0027): on or off. */
  SUBSCRIPTION_BILLING: z.enum(['on', 'off']).default('on'),
  /** How often the billing job looks for due bills. */
  SUBSCRIPTION_BILLING_EVERY_MS: z.coerce.number().int().min(1000).max(86_400_000).default(15 * 60_000),
  /**
   * Apple Wallet pass signing (docs/operations.md): the Pass Type ID, the Team ID, the pass type
   * certificate, its private key and Apple's WWDR intermediate certificate, each PEM text or the
   * path of a PEM file. All five or none; without them no pass is offered.
   */
  PASS_TYPE_ID: z.string().optional(),
  PASS_TEAM_ID: z.string().optional(),
  PASS_CERT_PEM: z.string().optional(),
  PASS_KEY_PEM: z.string().optional(),
  PASS_WWDR_PEM: z.string().optional(),
  /** The passphrase of an encrypted PASS_KEY_PEM. */
  PASS_KEY_PASSPHRASE: z.string().optional(),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** The instant the server's clock starts at (ISO 8601 with a zone); unset is the machine's time. For tests. */
  CLOCK_START: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),
}).superRefine((config, ctx) => {
  if (config.RECAPTCHA_SECRET && !config.RECAPTCHA_SITE_KEY) ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_SITE_KEY'], message: 'Set it with RECAPTCHA_SECRET: pages show the widget with it.' });
}).transform((config) => ({ ...config, PUBLIC_BASE_URL: config.PUBLIC_BASE_URL ?? ownBaseUrl(config.HOST, config.PORT) }));

export type Config = z.infer<typeof schema>;

/** Parses the environment once; a bad setting stops the process with a readable message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
