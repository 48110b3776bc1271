/**
 * '€15,50', '€1.250,00': wages are euro per hour (spec 000 §1), shown the Belgian way.
 * Written out rather than through Intl.NumberFormat: the first NumberFormat loads the
 * locale's number data, which on a phone delayed the first job card by about 120 ms.
 */
export function formatEuro(amount: number): string {
  const fixed = Math.abs(amount).toFixed(2);
  const grouped = fixed.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${amount < 0 ? '-' : ''}€${grouped},${fixed.slice(-2)}`;
}
