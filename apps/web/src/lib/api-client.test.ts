import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION } from '../components/toast/toast-store';
import {
  ApiError,
  apiRequest,
  ERROR_TOAST_DURATION,
  parseResponseText,
  setSessionExpiredHandler,
} from './api-client';
import { getSession, saveSession, sessionEndReason } from './session-store';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('../components/toast/toast-store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  showToast,
}));

function respondWith(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => showToast.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('shared response handling (spec 000 §8)', () => {
  it('cuts the text at an embedded script tag before parsing', () => {
    expect(parseResponseText('{"ok":true}<script>alert(1)</script>', 200)).toEqual({ ok: true });
  });

  it('reports empty and invalid JSON', async () => {
    respondWith(200, '');
    expect((await failureOf(apiRequest('/x'))).code).toBe('empty_response');
    respondWith(200, '<html>oops</html>');
    expect((await failureOf(apiRequest('/x'))).code).toBe('invalid_json_response');
  });

  it('shows the request id the server gave as a Foutcode a user can quote', async () => {
    respondWith(
      400,
      JSON.stringify({ error: 'validation_error', message: 'Vul een titel in.', requestId: 'req-77' }),
    );
    const failure = await failureOf(apiRequest('/jobs', { method: 'POST', body: {} }));
    expect(failure.requestId).toBe('req-77');
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Vul een titel in.', details: 'Foutcode: req-77' }),
    );
  });

  it('uses error_description, then message, then error, and toasts it under a title in words for 8000 ms', async () => {
    respondWith(409, JSON.stringify({ error: 'conflict', message: 'account email exists' }));
    const failure = await failureOf(apiRequest('/accounts', { method: 'POST', body: {} }));
    expect(failure.message).toBe('account email exists');
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Dat lukte niet', duration: ERROR_TOAST_DURATION }),
    );
    expect(ERROR_TOAST_DURATION).toBe(8000);
    expect(ERROR_TOAST_DURATION).not.toBe(TOAST_DEFAULT_DURATION);

    respondWith(
      400,
      JSON.stringify({
        error: 'invalid_client',
        error_description: 'Client authentication failed',
        message: 'other',
      }),
    );
    expect((await failureOf(apiRequest('/x'))).message).toBe('Client authentication failed');
  });

  it('gives a 500 without a message the generic text, and other bodiless errors the status', async () => {
    respondWith(500, '');
    expect((await failureOf(apiRequest('/x'))).message).toBe(
      'An unexpected server error occurred. Please try again later.',
    );
    respondWith(502, '');
    expect((await failureOf(apiRequest('/x'))).message).toBe('Server error (502)...');
  });

  it('ends a session that cannot be renewed as expired, without a toast (the login page says it)', async () => {
    await saveSession(
      {
        access_token: 'stale',
        token_type: 'Bearer',
        expires_in: 3600,
        issued_at: Math.floor(Date.now() / 1000),
      },
      true,
    );
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    respondWith(401, JSON.stringify({ error: 'token_invalid_or_expired', message: 'expired' }));
    const failure = await failureOf(apiRequest('/me'));
    expect(failure.message).toBe('Your session has expired. Please log in again.');
    expect(getSession()).toBeNull();
    expect(sessionEndReason()).toBe('expired');
    expect(onExpired).toHaveBeenCalledOnce();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('toasts a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await failureOf(apiRequest('/x'))).code).toBe('network_error');
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Network Connection Error',
        message: 'A network error occurred while reading the response',
      }),
    );
  });

  it('sends the bearer token, JSON bodies and skips empty query values', async () => {
    const fetchSpy = vi.fn(async () => new Response('{"ok":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    await apiRequest('/jobs', { query: { search: '', limit: 10 }, token: 'abc' });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/jobs?limit=10',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer abc' }) }),
    );
  });
});

describe('a session that renews itself', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const pair = (access: string, refresh: string, issuedAt = nowSeconds()) => ({
    access_token: access,
    token_type: 'Bearer' as const,
    expires_in: 3600,
    issued_at: issuedAt,
    refresh_token: refresh,
    refresh_expires_in: 30 * 24 * 3600,
  });

  /** A server: /oauth2/token trades refresh token r1 for the pair a2/r2 once; /me answers the token it got. */
  function server() {
    const calls: { path: string; authorization?: string; body?: string }[] = [];
    const used = new Set<string>();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const headers = (init.headers ?? {}) as Record<string, string>;
        calls.push({ path: url, authorization: headers.authorization, body: init.body as string });
        if (url === '/api/oauth2/token') {
          const refresh = new URLSearchParams(init.body as string).get('refresh_token') ?? '';
          if (refresh !== 'r1' || used.has(refresh))
            return new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 401 });
          used.add(refresh);
          return new Response(JSON.stringify(pair('a2', 'r2')), { status: 200 });
        }
        if (headers.authorization !== 'Bearer a2')
          return new Response(JSON.stringify({ error: 'token_invalid_or_expired' }), { status: 401 });
        return new Response(JSON.stringify({ token: headers.authorization }), { status: 200 });
      }),
    );
    return calls;
  }

  it('renews an access token that is about to expire before the request, once for parallel requests', async () => {
    await saveSession(pair('a1', 'r1', nowSeconds() - 3590), true);
    const calls = server();
    const answers = await Promise.all([apiRequest('/me'), apiRequest('/me')]);
    expect(answers).toEqual([{ token: 'Bearer a2' }, { token: 'Bearer a2' }]);
    expect(calls.filter((call) => call.path === '/api/oauth2/token')).toHaveLength(1);
    expect(getSession()?.accessToken).toBe('a2');
  });

  it('keeps a session whose access token has expired while its refresh token lives', async () => {
    await saveSession(pair('a1', 'r1', nowSeconds() - 7200), true);
    expect(getSession()?.refreshToken).toBe('r1');
    server();
    expect(await apiRequest('/me')).toEqual({ token: 'Bearer a2' });
  });

  it('renews once and sends the request again when the server refuses a token it revoked', async () => {
    await saveSession(pair('a1', 'r1'), true);
    const calls = server();
    expect(await apiRequest('/me')).toEqual({ token: 'Bearer a2' });
    expect(calls.map((call) => call.path)).toEqual(['/api/me', '/api/oauth2/token', '/api/me']);
    expect(showToast).not.toHaveBeenCalled();
  });
});
