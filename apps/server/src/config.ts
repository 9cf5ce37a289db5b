import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(`${repoRoot}data`),
  FILES_DIR: z.string().default(`${repoRoot}data/files`),
  WEB_DIST_DIR: z.string().default(`${repoRoot}apps/web/dist`),
  SMTP_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  RECAPTCHA_SECRET: z.string().optional(),
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
});

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
