/** A failure a client can act on; the error handler maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: 'invalid' | 'payment_refused' | 'not_found' | 'forbidden' | 'unauthorized' | 'conflict' | 'rate_limited',
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const statusOf: Record<AppError['code'], number> = {
  invalid: 400,
  /** A card the gateway declined or found invalid. */
  payment_refused: 402,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

export const notFound = (message: string) => new AppError('not_found', message);
export const invalid = (message: string, errors?: Record<string, string>) => new AppError('invalid', message, errors);

/** A caller over a limit: a 429 that says when to try again (also as Retry-After). */
export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('rate_limited', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
  }
}
