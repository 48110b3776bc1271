import { describe, expect, it } from 'vitest';
import { checkDrafts, emptyDraft, payloadOf } from './experience-draft';

describe('experience blocks (spec 001 §5)', () => {
  it('keeps only blocks with company and position, and names the company in every error', () => {
    const { kept, errors } = checkDrafts([
      { ...emptyDraft(), company: 'Café Labiekke', position: '' },
      { ...emptyDraft(), company: 'Brasserie X', position: 'Kok' },
      { ...emptyDraft(), company: 'Hotel Y', position: 'Receptie', startDate: '2023-01-01' },
      {
        ...emptyDraft(),
        company: 'Bar Z',
        position: 'Barman',
        startDate: '2023-05-01',
        endDate: '2023-04-01',
      },
      { ...emptyDraft(), company: 'Bistro Q', position: 'Ober', startDate: '2024-01-01', current: true },
    ]);
    expect(kept.map((draft) => draft.company)).toEqual(['Brasserie X', 'Hotel Y', 'Bar Z', 'Bistro Q']);
    expect(errors).toEqual([
      'Start date is required for work experience at Brasserie X',
      'End date is required for work experience at Hotel Y',
      'End date must be after start date for work experience at Bar Z',
    ]);
  });

  it('sends no end date for a current job', () => {
    const draft = {
      ...emptyDraft(),
      company: 'Bistro Q',
      position: 'Ober',
      startDate: '2024-01-01',
      endDate: '2024-05-01',
      current: true,
    };
    expect(payloadOf(3, draft)).toMatchObject({
      workExperienceEndDate: null,
      workExperienceStartDate: '2024-01-01',
    });
  });
});
