import { locale } from './i18n';

const amounts = new Map<string, Intl.NumberFormat>();

/** '€15,50': wages are euro per hour (spec 000 §1), shown the Belgian way. */
export function formatEuro(amount: number): string {
  let twoDecimals = amounts.get(locale());
  if (!twoDecimals) {
    twoDecimals = new Intl.NumberFormat(locale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amounts.set(locale(), twoDecimals);
  }
  return `€${twoDecimals.format(amount)}`;
}
