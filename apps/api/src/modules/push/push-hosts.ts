import ipaddr from 'ipaddr.js';

/**
 * The push services browsers hand out endpoints of: Chrome and Edge's Firebase Cloud
 * Messaging, Firefox's Mozilla service, Safari's Apple service, and Windows' notification service.
 * `*.` takes the subdomains. An operator adds others with PUSH_SERVICE_HOSTS.
 */
export const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

const hostMatches = (host: string, entry: string) =>
  entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry;

/** An endpoint the server will send to: https on the standard port, at a host on the list. */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return [...BROWSER_PUSH_HOSTS, ...extraHosts].some((entry) => hostMatches(host, entry));
}

/** Only addresses on the public internet: never the server's own network, loopback or link-local. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}
