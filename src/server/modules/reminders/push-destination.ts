import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the server may send a Web Push (decision 0050). An endpoint is a URL the browser gives and the server POSTs
 * to with its VAPID signature, so it is checked when it is saved and again before each send.
 */

/** The push services browsers subscribe with: Chrome, Edge (Chromium), Opera and Samsung use FCM; Firefox Mozilla's. */
const PUSH_SERVICE_HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com']);
/** Safari (web.push.apple.com) and the Windows Notification Service (wns2-*.notify.windows.com, legacy Edge). */
const PUSH_SERVICE_DOMAINS = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/** Addresses that are not the public Internet: this machine, its private networks, link-local, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is on the public Internet (an IPv4-mapped IPv6 address is judged by its IPv4 one). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface PushDestinations {
  /** Production: only the known push services' https endpoints. */
  production: boolean;
  /**
   * Tests only: origins of fake push services on 127.0.0.1, accepted as push services. Passed by the test app,
   * never read from configuration, so no deployment can open the private addresses by mistake.
   */
  testOrigins: readonly string[];
}

/** The hostname of a URL without an IPv6 literal's brackets. */
const hostnameOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const isTestOrigin = (url: URL, destinations: PushDestinations) => destinations.testOrigins.includes(url.origin);

/** A known push service: 404 or 410 from one means the subscription is gone (from any other host it proves nothing). */
export function isPushService(url: URL, destinations: PushDestinations): boolean {
  if (isTestOrigin(url, destinations)) return true;
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    (PUSH_SERVICE_HOSTS.has(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain)))
  );
}

/**
 * Why the server will not push to this endpoint, or null when it may: what can be told from the URL alone (the
 * addresses a name resolves to are checked by `checkedLookup`). The messages are for the user: no URL in them.
 */
export function endpointRefusal(endpoint: string, destinations: PushDestinations): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'A push subscription endpoint must be a URL';
  }
  if (url.username || url.password) return 'A push subscription endpoint must not contain a user name or password';
  if (isTestOrigin(url, destinations)) return null;
  if (destinations.production && !isPushService(url, destinations)) {
    return 'A push subscription endpoint must be an https address of a known push service (FCM, Mozilla, Apple, Windows)';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'A push subscription endpoint must be an http(s) URL';
  const host = hostnameOf(url);
  if (isIP(host) !== 0 && !isPublicAddress(host)) {
    return 'A push subscription endpoint must not be a private, loopback or link-local address';
  }
  return null;
}

/** The refusal of a name that resolves to an address off the public Internet. */
export class PrivateAddressError extends Error {
  readonly code = 'EPUSHPRIVATE';
  constructor() {
    super('A push subscription endpoint must not be a private, loopback or link-local address');
    this.name = 'PrivateAddressError';
  }
}

/**
 * A DNS lookup for the connection itself that refuses a name with any address off the public Internet. The socket
 * connects to the addresses checked here, so a name that changes its answer between a check and the connection
 * (DNS rebinding) cannot slip through.
 */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(new PrivateAddressError(), '', 0);
    }
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** Resolves the endpoint's host as a send would, for a clear refusal when it is saved; null when it may be used. */
export async function resolvedRefusal(endpoint: string, destinations: PushDestinations): Promise<string | null> {
  const url = new URL(endpoint);
  const host = hostnameOf(url);
  if (isTestOrigin(url, destinations) || isIP(host) !== 0) return null;
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.some((a) => !isPublicAddress(a.address)) ? new PrivateAddressError().message : null;
  } catch {
    // Not resolvable now: the send resolves it again and refuses it then if need be.
    return null;
  }
}

/** The endpoint as logs may show it: the push service's origin, without a user name, password, path or query. */
export function loggableEndpoint(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return '(not a URL)';
  }
}
