import { describe, expect, it } from 'vitest';
import { nlText } from '../test/nl-text';
import { EMPTY_JOB_FORM, jobFormSchema } from './job-form.schemas';

const messagesOf = (form: typeof EMPTY_JOB_FORM) =>
  Object.fromEntries(
    (jobFormSchema.safeParse(form).error?.issues ?? []).map((issue) => [
      issue.path[0],
      nlText(issue.message),
    ]),
  );

describe('job form (spec 001 §5)', () => {
  it('names each missing field with the message the API gives', () => {
    expect(messagesOf({ ...EMPTY_JOB_FORM, jobLocation: '', jobDescription: '<p><br></p>' })).toEqual({
      jobTitle: 'Vul een titel in.',
      jobLocation: 'Vul een plaats in.',
      jobType: 'Kies een soort job.',
      jobStartDateTime: 'Vul een startdatum en -uur in.',
      jobEndDateTime: 'Vul een einddatum en -uur in.',
      jobWagePerHour: 'Vul een geldig uurloon in.',
      jobDescription: 'Vul een beschrijving in.',
    });
  });

  it('refuses an end before the start and a banner that is not a web address', () => {
    const form = {
      ...EMPTY_JOB_FORM,
      jobTitle: 'Barista',
      jobType: 'Barista',
      jobStartDateTime: '2026-12-01T18:00',
      jobEndDateTime: '2026-12-01T17:00',
      jobWagePerHour: '15',
      jobDescription: '<p>Koffie</p>',
    };
    expect(
      messagesOf({ ...form, jobEndDateTime: '2026-12-01T23:00', jobBanner: 'javascript:alert(1)' }),
    ).toEqual({
      jobBanner: 'Vul een geldig webadres van een afbeelding in.',
    });
    expect(messagesOf(form)).toEqual({ jobEndDateTime: 'End date must be after start date' });
    const valid = { ...form, jobEndDateTime: '2026-12-01T23:00' };
    for (const places of ['0', '51', '1.5', 'twee'])
      expect(messagesOf({ ...valid, jobPlaces: places })).toEqual({
        jobPlaces: 'Kies tussen 1 en 50 plaatsen.',
      });
  });

  it('turns the inputs into the payload the API takes', () => {
    const job = jobFormSchema.parse({
      ...EMPTY_JOB_FORM,
      jobTitle: 'Barista',
      jobType: 'Barista',
      jobStartDateTime: '2026-12-01T08:00',
      jobEndDateTime: '2026-12-01T14:30',
      jobWagePerHour: '15.5',
      jobDescription: '<p>Koffie</p>',
    });
    expect(job).toMatchObject({
      jobStartDateTime: '2026-12-01 08:00:00',
      jobEndDateTime: '2026-12-01 14:30:00',
      jobWagePerHour: 15.5,
      jobHours: null,
      jobBanner: null,
    });
  });
});
