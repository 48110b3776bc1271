import { z } from 'zod';
import { MAX_ID } from './primitive.schemas';

/** A cursor's id names a row that can exist: no larger than an id column holds. */
const isRowID = (id: string | undefined) => Number(id) <= MAX_ID;

/**
 * A list answer (docs/decisions/api-conventions.md): `data`, how many items it holds (`count`) and how
 * many there are in all (`total`). Lists that say more extend it.
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), count: z.number(), total: z.number() });
}

/** A list paged by cursor: `nextCursor` asks for the items after this page, null on the last page. */
export function cursorPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({ nextCursor: z.string().nullable() });
}

/**
 * Where a page of a newest-first list goes on from: the last item shown, its moment and its id
 * (`2026-11-27 10:00:00~42`).
 */
export const momentCursorSchema = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}~\d{1,12}$/, {
    error: 'validation.common.pageLinkInvalid',
    abort: true,
  })
  .refine((cursor) => isRowID(cursor.split('~')[1]), 'validation.common.pageLinkInvalid');

/** Where a page of a list newest first by id goes on from: the id of the last item shown (`42`). */
export const idCursorSchema = z
  .string()
  .max(12)
  .regex(/^\d{1,12}$/, { error: 'validation.common.pageLinkInvalid', abort: true })
  .refine(isRowID, 'validation.common.pageLinkInvalid');
