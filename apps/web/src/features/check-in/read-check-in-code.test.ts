import { describe, expect, it } from 'vitest';
import { readCheckInCode } from './read-check-in-code';

describe('what a scanned QR code says', () => {
  it('reads the job and the code of the venue’s QR code', () => {
    expect(readCheckInCode('https://jobbel.be/check-in?job=42&code=012345')).toEqual({
      jobID: 42,
      code: '012345',
    });
  });

  it('reads nothing from another QR code, or from a code that is not six digits', () => {
    expect(readCheckInCode('WIFI:S:Bar;T:WPA;P:geheim;;')).toBeNull();
    expect(readCheckInCode('https://jobbel.be/check-in?job=42&code=12345')).toBeNull();
    expect(readCheckInCode('https://jobbel.be/check-in?job=0&code=123456')).toBeNull();
  });
});
