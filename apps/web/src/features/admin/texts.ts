import { admin } from '@jobbel/shared/i18n/nl-BE/web/admin';
import { addScreenTexts } from '../../lib/i18n';

// read by this feature's screen only: the texts come with it (docs/decisions/texts.md)
addScreenTexts('admin', admin);
