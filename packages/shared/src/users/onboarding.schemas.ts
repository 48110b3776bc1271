import { z } from 'zod';

/** spec 001 §5, onboarding step 1: the display name becomes first and last name. */
export const onboardingProfileSchema = z.object({
  displayName: z
    .string()
    .trim()
    .max(201, { error: 'validation.users.displayNameIsTooLong', abort: true })
    .min(1, 'validation.users.displayNameIsRequired'),
});
export type OnboardingProfileValues = z.infer<typeof onboardingProfileSchema>;
