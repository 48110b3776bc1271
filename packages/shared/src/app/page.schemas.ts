import { z } from 'zod';

/**
 * A list answer (docs/decisions/api-conventions.md): `data`, how many items it holds (`count`) and how
 * many there are in all (`total`). Lists that say more extend it.
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), count: z.number(), total: z.number() });
}
