import ipaddr from 'ipaddr.js';
import { isPublicAddress } from '../address-policy';

/** Names that only ever mean this machine or its network, whatever DNS says. */
const INSIDE_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|lan)$/i;

/**
 * Why `raw` cannot be a webhook endpoint, or null (decision 0048): https only, no user name or
 * password, and nothing that names this machine or its network (a loopback, private or
 * link-local address, `localhost`, a name of one label such as the compose network's `db`).
 * A name is judged again by its addresses at every delivery (`apps/api/src/webhooks/send.ts`):
 * this refuses early what it can. `testReceivers` (tests only, WEBHOOK_TEST_RECEIVERS) are
 * addresses allowed though inside, over plain http too.
 */
export function webhookUrlProblem(
  raw: string,
  testReceivers: readonly string[] = [],
): 'url' | 'inside' | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const testReceiver = testReceivers.includes(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && testReceiver)) return 'url';
  if (url.username || url.password || url.hash) return 'url';
  if (testReceiver) return null;
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'inside';
  if (!host.includes('.') || INSIDE_NAMES.test(host)) return 'inside';
  return null;
}
