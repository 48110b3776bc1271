import type { ExpressionBuilder, ReferenceExpression } from 'kysely';

/**
 * Where a newest-first page goes on from (momentCursorSchema): the moment and id of the last item it
 * showed, so the next page starts right after it however many items share that moment.
 */
export interface MomentCursor {
  dateTime: string;
  id: number;
}

export const momentCursorOf = (dateTime: string, id: number) => `${dateTime}~${id}`;

/** Only for a cursor the schema has checked. */
export function parseMomentCursor(cursor: string): MomentCursor {
  const [dateTime = '', id = ''] = cursor.split('~');
  return { dateTime, id: Number(id) };
}

/** The rows after the cursor in a list ordered by `moment` and then `id`, both descending. */
export function afterMoment<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  moment: ReferenceExpression<DB, TB>,
  id: ReferenceExpression<DB, TB>,
  after: MomentCursor,
) {
  // Kysely cannot tie a column given as a parameter to its value type: the moment is text, the id a number
  return eb.or([
    eb(moment, '<', after.dateTime as never),
    eb.and([eb(moment, '=', after.dateTime as never), eb(id, '<', after.id as never)]),
  ]);
}
