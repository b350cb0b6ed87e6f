import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * An endpoint's signing secret (decision 0048). The library must read it back to sign each
 * delivery, so it cannot be hashed as a token is: it is sealed with AES-256-GCM. The key is the
 * deployment's WEBHOOK_SECRETS_KEY when set (kept outside the database, so a dump or a backup
 * cannot sign deliveries), else one the migration made and the database keeps (as the
 * newsletter's link key is). Each sealed secret names its key, so setting the deployment's key
 * later leaves the secrets sealed before it readable.
 */

/** Every secret starts with this, so a leaked one is recognisable. */
const SECRET_PREFIX = 'whsec_';

/** The keys a secret may be sealed with: the deployment's (preferred) and the database's. */
export interface WebhookKeys {
  configured: string | null;
  database: string;
}

/** A new secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64url');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A key's name in a sealed secret: `db`, or `env-` and a short digest of the deployment's key. */
function keyId(keys: WebhookKeys, which: 'configured' | 'database'): string {
  if (which === 'database') return 'db';
  return `env-${createHash('sha256').update(`id:${keys.configured}`).digest('hex').slice(0, 8)}`;
}

function keyBytes(keys: WebhookKeys, id: string): Buffer | null {
  if (id === 'db') return sha256(keys.database);
  if (keys.configured && id === keyId(keys, 'configured')) return sha256(keys.configured);
  return null;
}

/** `v1.<key id>.<iv>.<tag>.<ciphertext>`, sealed with the deployment's key if it has one. */
export function sealSecret(secret: string, keys: WebhookKeys): string {
  const id = keyId(keys, keys.configured ? 'configured' : 'database');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(keys, id)!, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return ['v1', id, ...parts].join('.');
}

/** The secret, or null when its key is not among `keys` (changed) or it was tampered with. */
export function openSecret(sealed: string, keys: WebhookKeys): string | null {
  const [version, id, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== 'v1' || !id || !iv || !tag || !body || rest.length > 0) return null;
  const key = keyBytes(keys, id);
  if (!key) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    return text.toString('utf8');
  } catch {
    return null;
  }
}
