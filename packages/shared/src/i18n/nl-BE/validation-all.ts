import { validationAtStart } from './validation';
import { engagementValidation } from './validation-engagements';

/**
 * Every validation message. The web holds those of its first screens from the start and adds the
 * engagement messages with the screens that use them (docs/decisions/texts.md).
 */
export const validation = { ...validationAtStart, engagements: engagementValidation };
