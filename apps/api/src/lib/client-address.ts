import ipaddr from 'ipaddr.js';

/**
 * The key a client address is counted under: an IPv4 address as it is, an IPv6 address by its
 * /64 network (one subscriber usually holds a whole /64, so counting single addresses would give
 * them unlimited tries).
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** True when every comma-separated entry is an IP address or a CIDR range. */
export function isAddressList(value: string): boolean {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .every((entry) => entry !== '' && (ipaddr.isValid(entry) || isCidr(entry)));
}

function isCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}
