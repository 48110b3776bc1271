/** A unique constraint refused the write, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('code' in error)) return false;
  return (
    error.code === '23505' ||
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

// PostgreSQL: the server shut down or cannot take connections now; connection exceptions; too many clients
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLite: the disk is full, cannot be written or read, or the database is locked by another writer for too long
const UNAVAILABLE_SQLITE = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|BUSY|PROTOCOL)/;

/**
 * The database is away or cannot take the write: a restart, a failover, a full disk. Such a
 * request answers 503 with Retry-After, and the next one may well succeed; it is no fault of the code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return (
    UNAVAILABLE_SQLSTATES.has(code) ||
    UNAVAILABLE_NETWORK_CODES.has(code) ||
    UNAVAILABLE_SQLITE.test(code) ||
    /Connection terminated|not queryable|connection error|timeout exceeded when trying to connect/i.test(
      message,
    )
  );
}
