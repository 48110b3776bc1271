const euro = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '€15,50': wages are euro per hour (spec 000 §1), shown the Belgian way. */
export function formatEuro(amount: number): string {
  return `€${euro.format(amount)}`;
}
