import type { AdminUserQuery } from '@jobbel/shared/admin/admin.schemas';
import { type Expression, sql } from 'kysely';
import { isPostgres, withoutIndex } from '../../db/engine';
import { ftsPhrase } from '../../lib/trigram-search';
import {
  type AdminReads,
  countFound,
  type Db,
  type IdQuery,
  inAnyColumn,
  newestOfBoth,
  readCount,
} from './admin.repository';

/** The texts an administrator's user search looks in (their trigram indexes: migration 2026-12-02T21-00). */
const USER_TEXTS = [
  'users.userFirstName',
  'users.userLastName',
  'users.userEmail',
  'users.userUsername',
  'users.userAddressCity',
];
const BUSINESS_TEXTS = ['businesses.businessName'];

type UserSearch = Pick<AdminUserQuery, 'search' | 'status' | 'after'>;

/**
 * A user of this status, by when her email was confirmed (an expression of it: the column, or the column
 * kept off its index): active once confirmed, inactive before; nobody is suspended yet. None for all.
 */
function statusCondition(status: AdminUserQuery['status'], confirmedAt: Expression<unknown>) {
  if (status === 'active') return sql<boolean>`${confirmedAt} is not null`;
  if (status === 'inactive') return sql<boolean>`${confirmedAt} is null`;
  if (status === 'suspended') return sql<boolean>`1 = 0`;
  return undefined;
}

/** The people and businesses of a status, after the cursor's id; administrators are staff, not users. */
function usersOfStatus(db: Db, { status, after }: UserSearch) {
  const ofStatus = statusCondition(status, sql.ref('users.emailConfirmedAt'));
  return db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.accountID', 'users.userAccountID')
    .select('users.userID as id')
    .where('accounts.accountType', '!=', 'admin')
    .$if(ofStatus !== undefined, (users) => users.where(ofStatus!))
    .$if(after !== undefined, (users) => users.where('users.userID', '<', Number(after)));
}

/**
 * The ids of the users a search finds, newest first, no more than `upTo`. A search (three characters or
 * more: its schema) is looked up in the trigram indexes, so a word that matches almost nobody reads
 * almost nothing:
 * - SQLite: its FTS5 table of the six texts, walked newest first, each user found read by its id;
 * - PostgreSQL: the users whose own texts match and the owners of the businesses whose name matches.
 */
function matchingUserIds(db: Db, query: UserSearch, upTo: number): IdQuery {
  const search = query.search ?? '';
  if (!isPostgres(db)) {
    // the index stays the outer loop (a cross join), its users read by id and the status by no index (`+`)
    const ofStatus = statusCondition(query.status, withoutIndex(db, 'users.emailConfirmedAt'));
    return db
      .selectFrom(sql<{ rowid: number }>`users_admin_fts`.as('found'))
      .crossJoin('users')
      .whereRef('users.userID', '=', 'found.rowid')
      .innerJoin('accounts', 'accounts.accountID', 'users.userAccountID')
      .select('found.rowid as id')
      .where(sql<boolean>`${sql.ref('found.users_admin_fts')} match ${ftsPhrase(search)}`)
      .where('accounts.accountType', '!=', 'admin')
      .$if(ofStatus !== undefined, (users) => users.where(ofStatus!))
      .$if(query.after !== undefined, (users) => users.where('found.rowid', '<', Number(query.after)))
      .orderBy('id', 'desc')
      .limit(upTo);
  }
  const byText = usersOfStatus(db, query).where((eb) => eb.or(inAnyColumn(USER_TEXTS, search)));
  const namedBusinesses = db
    .selectFrom('businesses')
    .select('businesses.businessAccountID')
    .where((eb) => eb.or(inAnyColumn(BUSINESS_TEXTS, search)));
  const byBusiness = usersOfStatus(db, query).where('users.userAccountID', 'in', namedBusinesses);
  return newestOfBoth(
    db,
    byText.orderBy('id', 'desc').limit(upTo).as('first'),
    byBusiness.orderBy('id', 'desc').limit(upTo).as('second'),
    upTo,
  );
}

/** A page newest first after the cursor's id, and one more row when a next page follows. */
export function listUsersForAdmin({ db, readRows }: AdminReads, query: AdminUserQuery) {
  const ids = query.search
    ? matchingUserIds(db, query, query.limit + 1)
    : usersOfStatus(db, query)
        .orderBy('users.userID', 'desc')
        .limit(query.limit + 1);
  const page = db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.accountID', 'users.userAccountID')
    .leftJoin('businesses', 'businesses.businessAccountID', 'accounts.accountID')
    .select([
      'users.userID',
      'users.userFirstName',
      'users.userLastName',
      'users.userEmail',
      'users.userPhoneNumber',
      'users.userAddressCity',
      'users.emailConfirmedAt',
      'users.createdAt',
      'accounts.accountID',
      'accounts.accountType',
      'businesses.businessID',
      'businesses.businessName',
      'businesses.businessCity',
    ])
    .where('users.userID', 'in', (eb) => eb.selectFrom(ids.as('page')).select('page.id'))
    .orderBy('users.userID', 'desc');
  return readRows(page);
}

/** Every user of a status, without a search: the business names are not looked at, nor joined. */
export async function countUsersForAdmin(reads: AdminReads, status: AdminUserQuery['status']) {
  if (status === 'suspended') return 0;
  if (status === 'all') return readCount(reads, everyUserButStaff(reads.db));
  const all = usersOfStatus(reads.db, { status })
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'));
  return readCount(reads, all);
}

/**
 * How many users there are, administrators not counted (as usersOfStatus leaves them out): every user
 * by the users' smallest index, less the administrators by their accounts' own index (migration
 * 2026-12-04T14-00_admin-accounts). Joining every user to her account took 40 ms at national scale.
 */
function everyUserButStaff(db: Db) {
  const everyone = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('total'));
  const staff = db
    .selectFrom('accounts')
    .innerJoin('users', 'users.userAccountID', 'accounts.accountID')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    // written out, not a parameter: only then does the partial index match
    .where('accounts.accountType', '=', sql.lit('admin'));
  return db.selectNoFrom(sql<number>`${everyone} - ${staff}`.as('total'));
}

/** The users a search finds, counted no further than `upTo`. */
export function countUsersMatching(
  reads: AdminReads,
  query: Pick<AdminUserQuery, 'search' | 'status'>,
  upTo: number,
) {
  // every page of a search has the same total: counted from the start, whatever the cursor
  return countFound(reads, matchingUserIds(reads.db, { search: query.search, status: query.status }, upTo));
}
