import { addScreenTexts } from '../../lib/i18n';

// read by this feature's screen only: the texts come with it (docs/decisions/texts.md)
await addScreenTexts('calendar');
