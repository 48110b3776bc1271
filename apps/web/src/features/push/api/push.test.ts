import { describe, expect, it } from 'vitest';
import { keyBytes } from './push';

describe('keyBytes', () => {
  it('turns a base64url VAPID public key into the 65 bytes of an uncompressed P-256 point', () => {
    // the public key of a pair from web-push's generateVAPIDKeys()
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    // the same bytes as Node's own base64url decoding
    expect(Array.from(bytes)).toEqual(Array.from(Buffer.from(key, 'base64url')));
  });
});
