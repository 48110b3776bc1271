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
