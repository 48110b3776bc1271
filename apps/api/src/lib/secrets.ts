import crypto from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@jobbel/shared/auth/auth.constants';

/** 256 bits, URL-safe: used for bearer tokens and OAuth client secrets. */
export function randomSecret(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** A code of exactly 6 digits, leading zeros included, from a secure generator. */
export function randomCode(): string {
  return crypto
    .randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** The client sends codes as whole numbers (spec 000 §5), which drops leading zeros. */
export function normalizeCode(code: string | number): string {
  return String(code).trim().padStart(VERIFICATION_CODE_LENGTH, '0');
}
