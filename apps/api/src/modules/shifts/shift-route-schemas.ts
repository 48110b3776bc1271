import { apiErrorSchema } from '@jobbel/shared/app/error.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import { applicationSchema } from '@jobbel/shared/applications/application.schemas';
import { z } from 'zod';

/** What every step of a shift declares: the application by id, and the application as it is after the step. */
export const shiftStepQuery = z.object({ id: idSchema });
export const shiftStepErrors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
export const shiftStepAnswers = { 200: applicationSchema, ...shiftStepErrors };
export const shiftTags = ['shifts'];
