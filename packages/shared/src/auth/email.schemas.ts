import { z } from 'zod';

export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true })
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));
