import type { Kysely } from 'kysely';
import type { Database, RatingBy } from '../../db/database';

const INBOX_SIZE = 100;

/**
 * The conversations a side takes part in, newest first: a worker's own applications, or the
 * applications to a business's jobs. Each with its last message and the other side's unread count.
 */
export async function conversationsOf(
  db: Kysely<Database>,
  who: { side: 'worker'; userID: number } | { side: 'business'; businessIDs: number[] },
) {
  if (who.side === 'business' && who.businessIDs.length === 0) return [];
  const side: RatingBy = who.side;
  let query = db
    .selectFrom('messages')
    .innerJoin('job_applications', 'job_applications.jobApplicationID', 'messages.messageApplicationID')
    .select((eb) => [
      'messages.messageApplicationID as applicationID',
      eb.fn.max('messages.messageID').as('lastMessageID'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.and([eb('messages.messageBy', '!=', side), eb('messages.messageReadDateTime', 'is', null)]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('unread'),
    ])
    .groupBy('messages.messageApplicationID')
    .orderBy('lastMessageID', 'desc')
    .limit(INBOX_SIZE);
  query =
    who.side === 'worker'
      ? query.where('job_applications.jobApplicationUserID', '=', who.userID)
      : query.where('job_applications.jobSnapshotBusinessID', 'in', who.businessIDs);
  const groups = await query.execute();
  if (groups.length === 0) return [];
  const lastMessages = await db
    .selectFrom('messages')
    .innerJoin('job_applications', 'job_applications.jobApplicationID', 'messages.messageApplicationID')
    .innerJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
    .leftJoin('businesses', 'businesses.businessID', 'job_applications.jobSnapshotBusinessID')
    .leftJoin('jobs', 'jobs.jobID', 'job_applications.jobApplicationJobID')
    .select([
      'messages.messageID',
      'messages.messageText',
      'messages.messageDateTime',
      'messages.messageBy',
      'job_applications.jobApplicationID',
      'job_applications.jobApplicationJobID',
      'job_applications.jobSnapshotTitle',
      'job_applications.jobSnapshotBusinessName',
      'businesses.businessName',
      'jobs.jobTitle',
      'users.userFirstName',
      'users.userLastName',
    ])
    .where(
      'messages.messageID',
      'in',
      groups.map((group) => Number(group.lastMessageID)),
    )
    .execute();
  return groups.flatMap((group) => {
    const last = lastMessages.find((message) => message.messageID === Number(group.lastMessageID));
    return last ? [{ ...last, unread: Number(group.unread) }] : [];
  });
}
