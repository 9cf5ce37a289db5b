import { errorAnswer } from '@commons/contract';

/** Paths whose failures are API answers (JSON); others are pages, whose 404 is the app's HTML. */
const API_PATHS = ['/v1/', '/files/', '/healthz', '/readyz'];
const strictError = errorAnswer.strict();

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What is wrong with an answer, or null: never a 5xx, and every API failure in the contract's error
 * shape `{ status: 'error', msg, errors? }` and nothing else.
 */
export function problemOf(method: string, url: string, answer: Answer): string | null {
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  if (answer.statusCode < 400 || method === 'HEAD') return null;
  // The path as the server saw it: inject resolves dot segments as a URL does.
  const path = new URL(url, 'http://localhost').pathname;
  if (!API_PATHS.some((prefix) => path.startsWith(prefix))) return null;
  if (!String(answer.headers['content-type']).startsWith('application/json')) return `answered ${answer.statusCode} as ${String(answer.headers['content-type'])}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `answered ${answer.statusCode} with a body that is not JSON: ${answer.body.slice(0, 300)}`;
  }
  const shape = strictError.safeParse(body);
  return shape.success ? null : `answered ${answer.statusCode} outside the error shape: ${answer.body.slice(0, 300)}`;
}
