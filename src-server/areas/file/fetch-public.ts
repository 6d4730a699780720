/**
 * Fetching a file from a web address for `url_upload/` without letting the address reach inside
 * our network (server-side request forgery): the server runs beside the embedded PostgreSQL, the
 * other services of the office LAN and, in the desktop app, the user's own machine. Only public
 * addresses are connected to: a literal private or loopback IP is refused, a host name is refused
 * when it resolves to one (checked at connect time, so a name that changes its answer between a
 * check and the connection gets nowhere), and every redirect is followed by the same rules.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses that are not the public internet (IANA special-purpose registries). */
const PRIVATE = new BlockList();
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
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4 or v6, IPv4-mapped included) is loopback, private or reserved. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return true;
  return PRIVATE.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

export const PRIVATE_ADDRESS =
  'This address is not on the public internet (a loopback, private or reserved address)';
export const TOO_MANY_REDIRECTS = 'The address redirected too many times';
const MAX_REDIRECTS = 5;

/** A refusal of the address itself (not of what it answered): the caller's 400 on `url`. */
export class AddressRefused extends Error {}

interface PublicFetchOptions {
  signal: AbortSignal;
  /**
   * An address fetched even though it is private: the tests' own web server on 127.0.0.1. Never
   * set by the app.
   */
  trusted?: (url: URL) => boolean;
}

/** A DNS lookup that fails for a name resolving to any private address. */
function guardedLookup(trusted: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = trusted ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(new AddressRefused(PRIVATE_ADDRESS), '', 0);
      if (options.all) return callback(null, addresses as unknown as string, 0);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

function requestOnce(url: URL, options: PublicFetchOptions): Promise<IncomingMessage> {
  const trusted = options.trusted?.(url) ?? false;
  if (!trusted && isIP(url.hostname.replace(/^\[|\]$/g, '')) && isPrivateAddress(url.hostname))
    return Promise.reject(new AddressRefused(PRIVATE_ADDRESS));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'GET',
      lookup: guardedLookup(trusted),
      signal: options.signal,
      headers: { 'User-Agent': 'Aerodesk file fetch', Accept: '*/*' },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

/**
 * GETs `address`, following up to five redirects (each to http or https, each checked again), and
 * answers the final response with its body still to read. Rejects with AddressRefused for an
 * address the rules refuse, with the network's error otherwise.
 */
export async function fetchPublic(
  address: string,
  options: PublicFetchOptions,
): Promise<IncomingMessage> {
  let url = new URL(address);
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(url, options);
    const location = response.headers.location;
    const status = response.statusCode ?? 0;
    if (status < 300 || status >= 400 || !location) return response;
    response.resume();
    if (redirects >= MAX_REDIRECTS) throw new AddressRefused(TOO_MANY_REDIRECTS);
    url = new URL(location, url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new AddressRefused('The address redirected to something that is not a web address');
  }
}
