import { describe, expect, it } from 'vitest';
import { newWebhookSecret, openSecret, sealSecret } from './secret';
import { webhookUrlProblem } from './url';

/** Signing secrets kept sealed (decision 0048): readable back with their key, and only so. */
const database = 'd'.repeat(64);
const deployment = 'a deployment key of more than thirty-two characters';

describe('a sealed signing secret', () => {
  it('opens with the key that sealed it, and holds nothing of the secret in the clear', () => {
    const secret = newWebhookSecret();
    const sealed = sealSecret(secret, { configured: null, database });
    expect(sealed).toMatch(/^v1\.db\./);
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(openSecret(sealed, { configured: null, database })).toBe(secret);
    // Two sealings of one secret differ (a fresh nonce each time).
    expect(sealSecret(secret, { configured: null, database })).not.toBe(sealed);
  });

  it('is sealed with the deployment’s key when it has one; older ones stay readable', () => {
    const secret = newWebhookSecret();
    const older = sealSecret(secret, { configured: null, database });
    const keys = { configured: deployment, database };
    const sealed = sealSecret(secret, keys);
    expect(sealed).toMatch(/^v1\.env-[0-9a-f]{8}\./);
    expect(openSecret(sealed, keys)).toBe(secret);
    expect(openSecret(older, keys)).toBe(secret);
    // Without it (a database dump elsewhere), or with another key, it cannot be read.
    expect(openSecret(sealed, { configured: null, database })).toBeNull();
    expect(openSecret(sealed, { configured: `${deployment}!`, database })).toBeNull();
  });

  it('refuses a tampered or malformed one', () => {
    const keys = { configured: null, database };
    const sealed = sealSecret(newWebhookSecret(), keys);
    const parts = sealed.split('.');
    const flipped = parts[4]!.startsWith('A') ? `B${parts[4]!.slice(1)}` : `A${parts[4]!.slice(1)}`;
    expect(openSecret([...parts.slice(0, 4), flipped].join('.'), keys)).toBeNull();
    expect(openSecret('v1.db.x', keys)).toBeNull();
    expect(openSecret('', keys)).toBeNull();
  });
});

describe('an endpoint address', () => {
  it('is https on a public name or address, or a test receiver over http', () => {
    expect(webhookUrlProblem('https://hooks.example.org/library')).toBeNull();
    // A documentation range is no server's either.
    expect(webhookUrlProblem('https://203.0.113.9:8443/x')).toBe('inside');
    expect(webhookUrlProblem('https://8.8.8.8/x')).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.org/x')).toBe('url');
    expect(webhookUrlProblem('http://127.0.0.2:4000/x', ['127.0.0.2'])).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/x', ['127.0.0.2'])).toBe('url');
    for (const inside of [
      'https://localhost/x',
      'https://printer.local/x',
      'https://api.internal/x',
      'https://db/x',
      'https://[fd00::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://0x7f000001/x',
    ]) {
      expect(webhookUrlProblem(inside), inside).toBe('inside');
    }
    expect(webhookUrlProblem('https://u:p@hooks.example.org/x')).toBe('url');
    expect(webhookUrlProblem('https://hooks.example.org/x#frag')).toBe('url');
    expect(webhookUrlProblem('not a url')).toBe('url');
  });
});
