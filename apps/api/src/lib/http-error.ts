/** An expected failure with the status, code and message the client sees (docs/decisions/api-conventions.md: errors). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (error: string, message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, error, message, extra);
export const unauthorized = (error: string, message: string) => new HttpError(401, error, message);
export const forbidden = (message: string, error = 'forbidden') => new HttpError(403, error, message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string, error = 'conflict') => new HttpError(409, error, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(
    429,
    'too_many_requests',
    message,
    { retryAfter: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
