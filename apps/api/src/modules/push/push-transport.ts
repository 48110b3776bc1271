import dns, { type LookupAddress } from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isAllowedPushEndpoint, isPublicAddress } from './push-hosts';

/** An encrypted, signed push as web-push prepares it. */
export interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Posts one push and gives the push service's status; throws when it could not be delivered. */
export type PushPost = (endpoint: string, request: PushRequest, timeoutMs: number) => Promise<number>;

/** An endpoint no push can ever go to: not an allowed push service, or not on the public internet. */
export class PushEndpointRefused extends Error {}

/**
 * The push service's name is resolved here and every address it gives must be public, so a name that
 * points inside (or changes to, between a check and the connection) is never connected to.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, found) => {
    const addresses = found as unknown as LookupAddress[];
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || !addresses.every((each) => isPublicAddress(each.address)))
      return callback(new Error(`push service ${hostname} has a non-public address`), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * Sends over https to an allowed push service (push-hosts.ts) at a public address only,
 * within the timeout, and never follows a redirect: a 3xx is the push service's answer like any other.
 */
export function createPublicPushPost(extraHosts: readonly string[] = []): PushPost {
  return (endpoint, request, timeoutMs) =>
    new Promise((resolve, reject) => {
      if (!isAllowedPushEndpoint(endpoint, extraHosts))
        return reject(new PushEndpointRefused('not an allowed push service'));
      const url = new URL(endpoint);
      // a literal address is not looked up: it is checked here instead
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (/^[\d.]+$|:/.test(literal) && !isPublicAddress(literal))
        return reject(new PushEndpointRefused('push endpoint at a non-public address'));
      const sent = https.request(
        url,
        {
          method: request.method,
          headers: request.headers,
          lookup: publicOnlyLookup,
          signal: AbortSignal.timeout(timeoutMs),
        },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      sent.end(request.body);
    });
}
