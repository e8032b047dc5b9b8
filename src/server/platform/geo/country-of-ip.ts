import { isIP } from 'node:net';

type GeoIp = { lookup(ip: string): { country: string } | null };
let geoip: Promise<GeoIp> | null = null;

/** Loopback, private, link-local and unique-local addresses: they say nothing about a country. */
export function isLocalAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      a === 0
    );
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    return (
      lower === '::1' ||
      lower === '::' ||
      lower.startsWith('fc') ||
      lower.startsWith('fd') ||
      lower.startsWith('fe80')
    );
  }
  return true;
}

/**
 * The two-letter country of an address, from the offline database inside `geoip-country`
 * (loaded on first use, not at start-up). Local addresses count as `localCountry`.
 */
export async function countryOfIp(ip: string, localCountry: string): Promise<string | null> {
  if (isLocalAddress(ip)) return localCountry;
  geoip ??= import('geoip-country').then((module) => module.default);
  return (await geoip).lookup(ip)?.country ?? null;
}
