import ipaddr from 'ipaddr.js';

/**
 * True only for a globally routable unicast address. Everything else is refused: loopback,
 * private (10/8, 172.16/12, 192.168/16), carrier-grade NAT, link-local (169.254/16 with the
 * cloud metadata service, fe80::/10), unique-local (fc00::/7), multicast, broadcast,
 * unspecified, documentation and reserved ranges, and the IPv6 forms that embed an IPv4
 * address a router would translate (NAT64, 6to4, Teredo). An IPv4-mapped IPv6 address is
 * judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}
