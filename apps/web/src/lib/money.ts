import { formatEuro as formatEuroIn } from '@jobbel/shared/app/money';
import { language } from './i18n';

/** A euro amount as the reader's language writes it: '€15,50', '€ 15,50', '€15.50'. */
export const formatEuro = (amount: number) => formatEuroIn(amount, language);
