import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import { applicationSchema } from '@jobbel/shared/applications/application.schemas';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';

/** What every step of a shift declares: the application by id, and the application as it is after the step. */
export const shiftStepQuery = z.object({ id: idSchema });
export const shiftStepErrors = errors(400, 403, 404, 409);
export const shiftStepAnswers = { 200: applicationSchema, ...shiftStepErrors };
export const shiftTags = ['shifts'];
