import { engagementValidation } from '@jobbel/shared/i18n/nl-BE/validation-engagements';
import { jobForm } from '@jobbel/shared/i18n/nl-BE/web/job-form';
import { addScreenTexts, addScreenValidation } from '../../lib/i18n';

// read by the job form only: the texts come with its screen, with the regime messages its schema gives
// (docs/decisions/texts.md)
addScreenTexts('jobForm', jobForm);
addScreenValidation('engagements', engagementValidation);
