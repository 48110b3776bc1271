import { describe, expect, it } from 'vitest';
import { dateLabelOf } from './application-card';

describe('the date on a worker’s application card', () => {
  it('says when the business invited her for an invitation, when she applied otherwise', () => {
    expect(dateLabelOf('invited')).toBe('Uitgenodigd op');
    expect(dateLabelOf('pending')).toBe('Gesolliciteerd op');
    expect(dateLabelOf('accepted')).toBe('Gesolliciteerd op');
  });
});
