import { stringify } from 'csv-stringify/sync';

/**
 * CSV as Excel opens it with Belgian settings: a byte-order mark so it reads UTF-8, semicolons between
 * fields, decimal commas, and CRLF line ends. Empty for null.
 */
export function belgianCsv<T extends Record<string, unknown>>(
  columns: readonly (keyof T & string)[],
  rows: T[],
) {
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...columns],
    delimiter: ';',
    record_delimiter: 'windows',
    cast: { number: (value) => String(value).replace('.', ',') },
  });
}
