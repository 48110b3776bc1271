import { addScreenTexts, addScreenValidation } from '../../lib/i18n';

// read by the job form only: the texts come with its screen, with the regime messages its schema gives
// (docs/decisions/texts.md)
await addScreenTexts('jobForm');
await addScreenValidation();
