import { describe, expect, it } from 'vitest';
import { placeOfWork } from './place-of-work';

const brasserie = {
  businessStreet: 'Graslei',
  businessNumber: '12',
  businessZipCode: '9000',
  businessCity: 'Gent',
};

describe('the place of work', () => {
  it('is the address the job names, else the business’s own', () => {
    expect(placeOfWork({ jobAddress: 'Korenmarkt 3', jobLocation: 'Gent' }, brasserie)).toBe(
      'Korenmarkt 3, Gent',
    );
    expect(placeOfWork({ jobAddress: null, jobLocation: 'Gent' }, brasserie)).toBe('Graslei 12, 9000 Gent');
    expect(placeOfWork({ jobAddress: null, jobLocation: 'Gent' }, { businessCity: 'Gent' })).toBe('Gent');
    expect(placeOfWork({ jobAddress: null, jobLocation: 'Gent' }, undefined)).toBeNull();
  });
});
