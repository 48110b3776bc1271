import { describe, expect, it } from 'vitest';
import { nlText } from '../test/nl-text';
import { emptyExperienceDraft, experienceDraftsSchema, experiencePayloadOf } from './experience-form.schemas';

describe('experience blocks (spec 001 §5)', () => {
  it('keeps only blocks with company and position, and names the company in the error of its block', () => {
    const drafts = [
      { ...emptyExperienceDraft(), company: 'Café Labiekke', position: '' },
      { ...emptyExperienceDraft(), company: 'Brasserie X', position: 'Kok' },
      { ...emptyExperienceDraft(), company: 'Hotel Y', position: 'Receptie', startDate: '2023-01-01' },
      {
        ...emptyExperienceDraft(),
        company: 'Bar Z',
        position: 'Barman',
        startDate: '2023-05-01',
        endDate: '2023-04-01',
      },
      {
        ...emptyExperienceDraft(),
        company: 'Bistro Q',
        position: 'Ober',
        startDate: '2024-01-01',
        current: true,
      },
    ];
    const invalid = experienceDraftsSchema.safeParse(drafts);
    expect(
      invalid.error?.issues.map((issue) => {
        const index = Number(issue.path[0]);
        return [index, nlText(issue.message, { company: drafts[index]!.company })];
      }),
    ).toEqual([
      [1, 'Start date is required for work experience at Brasserie X'],
      [2, 'Vul een einddatum in voor je werkervaring bij Hotel Y.'],
      [3, 'End date must be after start date for work experience at Bar Z'],
    ]);
    const valid = experienceDraftsSchema.parse([drafts[0], drafts[4]]);
    expect(valid.map((draft) => draft.company)).toEqual(['Bistro Q']);
  });

  it('sends no end date for a current job', () => {
    const draft = {
      ...emptyExperienceDraft(),
      company: 'Bistro Q',
      position: 'Ober',
      startDate: '2024-01-01',
      endDate: '2024-05-01',
      current: true,
    };
    expect(experiencePayloadOf(3, draft)).toMatchObject({
      workExperienceEndDate: null,
      workExperienceStartDate: '2024-01-01',
    });
  });
});
