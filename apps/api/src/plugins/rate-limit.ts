/** Per-IP limits on the credential and code calls (DECISIONS.md); 429 comes with Retry-After. */
export const RATE_LIMITS = {
  login: { max: 30, timeWindow: '1 minute' },
  token: { max: 30, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 hour' },
  sendCode: { max: 10, timeWindow: '15 minutes' },
  checkCode: { max: 30, timeWindow: '15 minutes' },
} as const;

export const FAILED_LOGINS_PER_ACCOUNT = { max: 10, windowSeconds: 15 * 60 } as const;
