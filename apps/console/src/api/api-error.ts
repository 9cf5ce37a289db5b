/** A failed console call: HTTP status, the server's message and its field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether a failure says the console session is missing or over (the caller should sign in again). */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
