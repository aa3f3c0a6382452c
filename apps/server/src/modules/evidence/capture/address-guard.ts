import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { invalid } from '../../../lib/app-error.ts';

/**
 * 网页取证 runs a browser on the office's server: left open, anyone allowed to capture could make it read the
 * server's own services, the office network or a cloud metadata address and keep the answer as "evidence".
 * Addresses of those ranges are refused unless EVIDENCE_CAPTURE_INTERNAL=true (an office capturing its own
 * intranet on purpose, and the tests' local fixture site).
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = family === 6 && /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1], 'ipv4');
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host's addresses; a name that does not resolve is left to the browser (it fails with its own reason). */
async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  try {
    return (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

/** Refuses (400, Chinese) a URL whose host is or resolves to an internal address. */
export async function checkPublicAddress(url: string, allowInternal: boolean): Promise<void> {
  if (allowInternal) return;
  const { hostname } = new URL(url);
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) throw invalid('不能对本机地址取证');
  const internalOne = (await addressesOf(hostname)).find(isInternalAddress);
  if (internalOne) throw invalid(`不能对内网或本机地址取证（${hostname} 指向 ${internalOne}）`);
}
