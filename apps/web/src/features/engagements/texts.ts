import { addScreenTexts, addScreenValidation } from '../../lib/i18n';

// read by the screens of this feature only: the texts come with them (docs/decisions/texts.md)
await addScreenTexts('engagements');
await addScreenValidation();
