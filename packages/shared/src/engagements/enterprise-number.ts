/**
 * A Belgian enterprise number (KBO/BCE): ten digits, the last two a mod-97 check of the first eight,
 * written 0123.456.789. People type it with dots, spaces or a BE prefix (as on a VAT number).
 */
export function enterpriseNumberDigits(text: string): string {
  return text.replace(/^\s*BE/i, '').replace(/[\s.]/g, '');
}

export function isValidEnterpriseNumber(digits: string): boolean {
  if (!/^[01]\d{9}$/.test(digits)) return false;
  const base = Number(digits.slice(0, 8));
  return 97 - (base % 97) === Number(digits.slice(8));
}

export function formatEnterpriseNumber(digits: string): string {
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}
