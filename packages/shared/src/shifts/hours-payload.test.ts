import { describe, expect, it } from 'vitest';
import { correctedHoursPayloadSchema, workedHoursPayloadSchema } from './shift.schemas';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('editing hours', () => {
  it('refuses an emptied start or end with the field’s own words, and saves nothing', () => {
    const result = workedHoursPayloadSchema.safeParse({
      jobApplicationWorkedStartDateTime: '',
      jobApplicationWorkedEndDateTime: '  ',
      jobApplicationBreakMinutes: 30,
    });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toMatchObject({
      jobApplicationWorkedStartDateTime: 'validation.shifts.workedStart',
      jobApplicationWorkedEndDateTime: 'validation.shifts.workedEnd',
    });
  });

  it('refuses an emptied break and a correction without a reason', () => {
    const result = correctedHoursPayloadSchema.safeParse({
      jobApplicationWorkedStartDateTime: '2030-06-12 10:00',
      jobApplicationWorkedEndDateTime: '2030-06-12 16:00',
      jobApplicationBreakMinutes: Number.NaN,
      jobApplicationHoursComment: '',
    });
    expect(messagesOf(result)).toMatchObject({
      jobApplicationBreakMinutes: 'validation.shifts.breakMinutes',
      jobApplicationHoursComment: 'validation.shifts.correctionReason',
    });
  });
});
