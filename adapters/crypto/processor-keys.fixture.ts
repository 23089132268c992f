import { fromBase64, toBase64, type EncryptedEnvelope } from './hybrid-encryption';

/** The processor's side, for tests: its key pair, and how it opens an envelope. */

const { subtle } = globalThis.crypto;

/** A key pair as the processor would hold it: the public half as the PEM the configuration carries. */
export const generateProcessorKeys = async () => {
  const pair = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ]);
  const spki = toBase64(await subtle.exportKey('spki', pair.publicKey));
  const pem = `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return { pem, privateKey: pair.privateKey };
};

/** What the processor does with the envelope: unwrap the AES key with its private key, then decrypt. */
export const decryptEnvelope = async (privateKey: CryptoKey, envelope: EncryptedEnvelope): Promise<string> => {
  const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(envelope.key));
  const aesKey = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(envelope.iv) }, aesKey, fromBase64(envelope.data));
  return new TextDecoder().decode(plain);
};
