/**
 * Client-side encryption of sensitive data for the second card processor (spec §7: "a public encryption
 * key for client-side encryption of sensitive data"): a hybrid scheme, since RSA alone can only seal a few
 * hundred bytes. A fresh AES-256-GCM key encrypts the data; the processor's RSA-OAEP (SHA-256) public key
 * wraps that AES key. Only the holder of the private key can read either. WebCrypto only: the same code
 * runs in the browser and in Node 20.
 */

export const ENVELOPE_ALGORITHM = 'RSA-OAEP-256+A256GCM';

/** What leaves the browser: every part base64, nothing in clear. */
export interface EncryptedEnvelope {
  readonly v: 1;
  readonly alg: typeof ENVELOPE_ALGORITHM;
  /** The AES key, wrapped with the public key. */
  readonly key: string;
  /** The 96-bit AES-GCM nonce. */
  readonly iv: string;
  /** The ciphertext with its 128-bit authentication tag. */
  readonly data: string;
}

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** An RSA public key from its PEM text (SubjectPublicKeyInfo, "BEGIN PUBLIC KEY"), for RSA-OAEP with SHA-256. */
export const importPublicKey = async (pem: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<CryptoKey> => {
  const match = /-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----/.exec(pem);
  if (!match?.[1]) throw new Error('The encryption public key is not a PEM public key (-----BEGIN PUBLIC KEY-----)');
  return subtle.importKey('spki', fromBase64(match[1].replace(/\s+/g, '')), RSA_OAEP, false, ['encrypt']);
};

/** Encrypts `plaintext` so only the private key's holder reads it; a new AES key and nonce every time. */
export const encryptForPublicKey = async (publicKey: CryptoKey, plaintext: string, crypto: Crypto = globalThis.crypto): Promise<EncryptedEnvelope> => {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(plaintext));
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt(RSA_OAEP, publicKey, rawKey);
  return { v: 1, alg: ENVELOPE_ALGORITHM, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
};
