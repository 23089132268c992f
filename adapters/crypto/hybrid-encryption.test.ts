import { describe, expect, it } from 'vitest';
import { encryptForPublicKey, ENVELOPE_ALGORITHM, fromBase64, importPublicKey, toBase64 } from './hybrid-encryption';
import { decryptEnvelope, generateProcessorKeys } from './processor-keys.fixture';

describe('client-side encryption for the second processor', () => {
  it('round-trips: only the private key reads what the public key sealed', async () => {
    const keys = await generateProcessorKeys();
    const publicKey = await importPublicKey(keys.pem);
    const secret = JSON.stringify({ number: '4242424242424242', cvc: '123' });
    const envelope = await encryptForPublicKey(publicKey, secret);
    expect(envelope).toMatchObject({ v: 1, alg: ENVELOPE_ALGORITHM });
    expect(JSON.stringify(envelope)).not.toContain('4242');
    expect(await decryptEnvelope(keys.privateKey, envelope)).toBe(secret);
  });

  it('uses a new key and nonce every time, and another private key cannot read it', async () => {
    const [keys, other] = await Promise.all([generateProcessorKeys(), generateProcessorKeys()]);
    const publicKey = await importPublicKey(keys.pem);
    const [a, b] = await Promise.all([encryptForPublicKey(publicKey, 'same'), encryptForPublicKey(publicKey, 'same')]);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
    await expect(decryptEnvelope(other.privateKey, a)).rejects.toThrow();
  });

  it('detects tampering (GCM authentication)', async () => {
    const keys = await generateProcessorKeys();
    const envelope = await encryptForPublicKey(await importPublicKey(keys.pem), 'amount=10');
    const bytes = fromBase64(envelope.data);
    bytes[0] = bytes[0]! ^ 1;
    await expect(decryptEnvelope(keys.privateKey, { ...envelope, data: toBase64(bytes) })).rejects.toThrow();
  });

  it('refuses a key that is not a PEM public key', async () => {
    await expect(importPublicKey('ssh-rsa AAAA')).rejects.toThrow(/PEM public key/);
  });
});
