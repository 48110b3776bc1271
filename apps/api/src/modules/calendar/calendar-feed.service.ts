import {
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_FEED_PAST_DAYS,
  type CalendarFeed,
} from '@jobbel/shared/calendar/calendar-feed.schemas';
import { buildIcs, type IcsEvent } from '@jobbel/shared/calendar/ics';
import { jobEventsOf, shiftEventsOf } from '@jobbel/shared/calendar/shift-events';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow, sharedNow, toBrusselsDateTime } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { currentLanguage, languageOf, switchLanguage, t } from '../../lib/i18n';
import { ensure } from '../../lib/policy';
import { randomSecret, sha256 } from '../../lib/secrets';
import { workerApplications } from '../applications/applications.service';
import { toJobDto } from '../jobs/jobs.mapper';
import { listJobsOfBusinessFrom } from '../jobs/jobs.repository';
import { deleteFeed, findFeedOf, findFeedOwner, saveFeed } from './calendar-feeds.repository';

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}/jobbel.ics`;

const mayHaveFeed = (auth: AuthContext) => auth.accountType === 'user' || auth.accountType === 'business';

export async function feedOf(db: Kysely<Database>, auth: AuthContext): Promise<CalendarFeed> {
  const feed = await findFeedOf(db, auth.accountID);
  return { calendarFeedCreatedDateTime: feed?.calendarFeedCreatedDateTime ?? null, calendarFeedUrl: null };
}

/** A new secret link; the old one, if any, stops working at once. */
export async function renewFeed(
  db: Kysely<Database>,
  auth: AuthContext,
  publicUrl: string,
): Promise<CalendarFeed> {
  ensure(mayHaveFeed(auth), t('api.calendar.noAccountFeed'));
  const token = randomSecret();
  const now = brusselsNow();
  await saveFeed(db, auth.accountID, sha256(token), now);
  return { calendarFeedCreatedDateTime: now, calendarFeedUrl: feedUrl(publicUrl, token) };
}

export async function revokeFeed(db: Kysely<Database>, auth: AuthContext): Promise<CalendarFeed> {
  await deleteFeed(db, auth.accountID);
  return { calendarFeedCreatedDateTime: null, calendarFeedUrl: null };
}

/** The feed's text: the worker's shifts, or the business's jobs, from some months back on. */
export async function feedText(db: Kysely<Database>, token: string, publicUrl: string): Promise<string> {
  const owner = await findFeedOwner(db, sha256(token));
  if (!owner) throw notFound(t('api.calendar.feedNotFound'));
  // a calendar app asks without a token: the feed is in its owner's language, not the app's
  switchLanguage(languageOf(owner));
  const now = sharedNow();
  const from = addHours(toBrusselsDateTime(now), -24 * CALENDAR_FEED_PAST_DAYS);
  let events: IcsEvent[] = [];
  if (owner.accountType === 'user' && owner.userID !== null) {
    const labels = {
      pending: t('api.calendar.pending'),
      completed: t('api.calendar.completed'),
      perHour: (wage: string) => t('api.calendar.perHour', { wage }),
    };
    events = shiftEventsOf(await workerApplications(db, owner.userID), labels, publicUrl, currentLanguage());
  } else if (owner.accountType === 'business' && owner.businessID !== null) {
    const jobs = await listJobsOfBusinessFrom(db, owner.businessID, from);
    events = jobEventsOf(jobs.map(toJobDto), publicUrl);
  }
  const shown = events.filter((event) => event.start >= from).slice(0, CALENDAR_FEED_MAX_EVENTS);
  return buildIcs(shown, { name: t('api.calendar.feedName'), now });
}
