import { validationAtStart } from './validation';
import { engagementValidation } from './validation-engagements';

/** Every validation message; the web adds the engagement messages with the screens that use them. */
export const validation = { ...validationAtStart, engagements: engagementValidation };
