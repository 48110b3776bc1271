import { onlineManager } from '@tanstack/react-query';
import { showToast } from '../components/toast/toast-store';
import { type ApiQuery, apiUrl } from './api-url';
import { language, t } from './i18n';
import { currentAccessToken, renewSession } from './session-renewal';
import { clearSession, getSession } from './session-store';

// spec 000 §8: shared response handling, implemented once for every call

export const ERROR_TOAST_DURATION = 8000;

/** The code of an ApiError raised because the device has no connection. */
export const OFFLINE = 'offline';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** The id the server gave the request: what a user quotes to the operator ("Foutcode"). */
  get requestId(): string | undefined {
    return typeof this.data.requestId === 'string' ? this.data.requestId : undefined;
  }
}

/** "Foutcode: …" for a failure the server answered, to quote to whoever runs this Jobbel. */
export function errorCodeLine(requestId: string | undefined): string | undefined {
  return requestId ? t('web.lib.network.errorCode', { id: requestId }) : undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body */
  body?: unknown;
  /** application/x-www-form-urlencoded body */
  form?: Record<string, string>;
  /** multipart body (uploads); the browser sets its content type */
  multipart?: FormData;
  query?: ApiQuery;
  /** a token other than the session's (the registration chain's client token) */
  token?: string;
  /**
   * error codes the caller shows itself, without the error toast; 'all' for a screen that shows
   * every failure of this request inline (an error is reported once)
   */
  quietErrors?: string[] | 'all';
  /** the answer's text as it came (a CSV download), not parsed as JSON */
  asText?: boolean;
  /** the answer's bytes (a PDF or zip download) */
  asBlob?: boolean;
}

let onSessionExpired: () => void = () => {};

/** The app decides where a forced logout leads. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** Cuts the text at an embedded script tag, then parses it. */
export function parseResponseText(text: string, status: number): Record<string, unknown> | unknown[] {
  const scriptAt = text.search(/<script/i);
  const cleaned = (scriptAt >= 0 ? text.slice(0, scriptAt) : text).trim();
  if (!cleaned) throw new ApiError(t('web.lib.network.emptyResponse'), status, 'empty_response');
  try {
    return JSON.parse(cleaned);
  } catch {
    throw new ApiError(t('web.lib.network.invalidJson'), status, 'invalid_json_response');
  }
}

export function errorMessageFor(status: number, body: Record<string, unknown>): string {
  if (body.error === 'token_invalid_or_expired') return t('web.lib.network.sessionExpired');
  const text = [body.error_description, body.message, body.error].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.length > 0,
  );
  if (text) return text;
  if (status === 500) return t('web.lib.network.serverError');
  return t('web.lib.network.serverErrorStatus', { status });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return sendRequest<T>(path, options, true);
}

/** A refused session token is renewed once and the request sent again (a token revoked by the server). */
async function renewedAfterRefusal(): Promise<boolean> {
  const session = getSession();
  if (!session?.refreshToken) return false;
  try {
    return (await renewSession({ ...session, expiresAt: 0 })) !== null;
  } catch {
    return false;
  }
}

async function sendRequest<T>(path: string, options: RequestOptions, mayRenew: boolean): Promise<T> {
  // the API answers (and writes a new account's mails) in the reader's language
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language };
  const token = options.token ?? (await currentAccessToken());
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // offline, the banner says so once: no toast per call, and no waiting for a request that cannot go
  if (!onlineManager.isOnline()) throw new ApiError(t('web.lib.network.offline'), 0, OFFLINE);
  let response: Response;
  let text: string;
  try {
    response = await fetch(apiUrl(path, options.query), { method: options.method ?? 'GET', headers, body });
    if (options.asBlob && response.ok) return (await response.blob()) as T;
    text = await response.text();
  } catch {
    if (options.quietErrors !== 'all')
      showToast({
        type: 'error',
        title: t('web.lib.network.connectionErrorTitle'),
        message: t('web.lib.network.readFailed'),
        duration: ERROR_TOAST_DURATION,
      });
    throw new ApiError(t('web.lib.network.readFailed'), 0, 'network_error');
  }

  if (response.status === 204) return undefined as T;
  if (response.ok) return (options.asText ? text : parseResponseText(text, response.status)) as T;

  let errorBody: Record<string, unknown> = {};
  try {
    const parsed = parseResponseText(text, response.status);
    if (parsed && !Array.isArray(parsed)) errorBody = parsed;
  } catch {
    // an error without a readable body keeps the status message
  }
  const code = typeof errorBody.error === 'string' ? errorBody.error : 'http_error';
  const message = errorMessageFor(response.status, errorBody);
  const sessionRefused = code === 'token_invalid_or_expired' && options.token === undefined;
  if (sessionRefused && mayRenew && (await renewedAfterRefusal()))
    return sendRequest<T>(path, options, false);
  // an ended session is told once, by the login page it leads to
  const quiet = sessionRefused || options.quietErrors === 'all' || options.quietErrors?.includes(code);
  if (!quiet) {
    showToast({
      type: 'error',
      // in words, not 'API Error (400)': the status code tells a person nothing (docs/decisions/spec-departures.md)
      title: t('web.lib.network.requestFailed'),
      message,
      details: errorCodeLine(typeof errorBody.requestId === 'string' ? errorBody.requestId : undefined),
      duration: ERROR_TOAST_DURATION,
    });
  }
  if (sessionRefused) {
    await clearSession('expired');
    onSessionExpired();
  }
  throw new ApiError(message, response.status, code, errorBody);
}
