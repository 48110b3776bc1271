import { engagementValidation } from '@jobbel/shared/i18n/nl-BE/validation-engagements';
import { engagements } from '@jobbel/shared/i18n/nl-BE/web/engagements';
import { addScreenTexts, addScreenValidation } from '../../lib/i18n';

// read by the screens of this feature only: the texts come with them (docs/decisions/texts.md)
addScreenTexts('engagements', engagements);
addScreenValidation('engagements', engagementValidation);
