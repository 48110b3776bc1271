import type {
  Business,
  businessHourCreateSchema,
  businessPayloadSchema,
} from '@jobbel/shared/businesses/business.schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow, nowSeconds } from '../../lib/clock';
import { conflict, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { can, ensure } from '../../lib/policy';
import type { NewImage } from '../uploads/uploaded-image';
import { ownerOfStoredFile, recordStoredFile } from '../uploads/uploads.repository';
import { toBusinessDto, toBusinessHourDto } from './businesses.mapper';
import { findBusinessByAccountId, findBusinessById } from './businesses.repository';
import {
  deleteBusinessHour,
  findBusinessHour,
  insertBusiness,
  insertBusinessHour,
  updateBusiness,
  updateBusinessHour,
} from './businesses.write-repository';

type BusinessPayload = z.output<typeof businessPayloadSchema>;
type BusinessHourPayload = z.output<typeof businessHourCreateSchema>;

export const businessAccountRequired = () => t('api.businesses.accessDeniedBusinessAccountRequired');
export const noBusinessProfile = () => t('api.businesses.youDonTHaveA');

export function assertBusinessAccount(auth: AuthContext) {
  ensure(can.actAsBusiness(auth), businessAccountRequired(), 'business_account_required');
}

/** The signed-in business's own profile; a business account without one gets noBusinessProfile(). */
export async function ownBusiness(db: Kysely<Database>, auth: AuthContext) {
  assertBusinessAccount(auth);
  const business = await findBusinessByAccountId(db, auth.accountID);
  if (!business) throw notFound(noBusinessProfile());
  return business;
}

function columnsOf(payload: BusinessPayload) {
  const { businessAccountID: _account, businessCoverImage, ...fields } = payload;
  return { ...fields, businessCoverPicture: businessCoverImage };
}

export async function createBusiness(
  db: Kysely<Database>,
  auth: AuthContext,
  payload: BusinessPayload,
): Promise<Business> {
  assertBusinessAccount(auth);
  ensure(
    payload.businessAccountID === undefined || payload.businessAccountID === auth.accountID,
    t('api.businesses.youCanOnlyCreateThe'),
  );
  if (await findBusinessByAccountId(db, auth.accountID))
    throw conflict(t('api.businesses.thisAccountAlreadyHasA'));
  await assertOwnImages(db, auth, payload, null);
  const businessID = await insertBusiness(db, {
    ...columnsOf(payload),
    businessAccountID: auth.accountID,
    created_at: brusselsNow(),
  });
  return toBusinessDto((await findBusinessById(db, businessID))!);
}

/**
 * Images are set by the upload calls; a profile payload may only repeat its current images or name
 * files this account uploaded (a logo chosen before the profile existed), never someone else's.
 */
async function assertOwnImages(
  db: Kysely<Database>,
  auth: AuthContext,
  payload: BusinessPayload,
  current: { businessAvatar: string | null; businessCoverPicture: string | null } | null,
) {
  const sent = [
    [payload.businessAvatar, current?.businessAvatar],
    [payload.businessCoverImage, current?.businessCoverPicture],
  ] as const;
  for (const [url, currentUrl] of sent) {
    if (url && url !== currentUrl) {
      const owner = await ownerOfStoredFile(db, url);
      ensure(owner === auth.accountID, t('api.businesses.youCanOnlyUseImages'), 'not_your_file');
    }
  }
}

/** Answers the profile and the stored images it no longer uses, for the caller to remove. */
export async function updateOwnBusiness(db: Kysely<Database>, auth: AuthContext, payload: BusinessPayload) {
  const business = await ownBusiness(db, auth);
  ensure(
    payload.businessAccountID === undefined || payload.businessAccountID === auth.accountID,
    t('api.businesses.youCanOnlyChangeYour'),
  );
  await assertOwnImages(db, auth, payload, business);
  const columns = columnsOf(payload);
  const changes = {
    ...columns,
    businessAvatar: columns.businessAvatar ?? business.businessAvatar,
    businessCoverPicture: columns.businessCoverPicture ?? business.businessCoverPicture,
  };
  await updateBusiness(db, business.businessID, changes);
  const replaced = [
    changes.businessAvatar !== business.businessAvatar ? business.businessAvatar : null,
    changes.businessCoverPicture !== business.businessCoverPicture ? business.businessCoverPicture : null,
  ];
  return { business: toBusinessDto((await findBusinessById(db, business.businessID))!), replaced };
}

/** Sets a freshly stored logo or cover on the own profile; answers the image it replaced. */
export async function setBusinessImage(
  db: Kysely<Database>,
  auth: AuthContext,
  column: 'businessAvatar' | 'businessCoverPicture',
  image: NewImage,
): Promise<string | null> {
  assertBusinessAccount(auth);
  const business = await findBusinessByAccountId(db, auth.accountID);
  await db.transaction().execute(async (trx) => {
    await recordStoredFile(trx, image, auth.accountID, nowSeconds());
    // before the profile exists the address is kept by the client and sent along when creating it
    if (business) await updateBusiness(trx, business.businessID, { [column]: image.url });
  });
  const replaced = business?.[column] ?? null;
  // the same picture again has the same name: the file now in use is not a replaced one
  return replaced === image.url ? null : replaced;
}

export async function addBusinessHour(db: Kysely<Database>, auth: AuthContext, payload: BusinessHourPayload) {
  const business = await ownBusiness(db, auth);
  const businessHourID = await insertBusinessHour(db, { ...payload, businessID: business.businessID });
  return toBusinessHourDto((await findBusinessHour(db, businessHourID))!);
}

async function ownHour(db: Kysely<Database>, auth: AuthContext, businessHourID: number) {
  const business = await ownBusiness(db, auth);
  const hour = await findBusinessHour(db, businessHourID);
  if (!hour) throw notFound(t('api.businesses.businessHourNotFound'));
  ensure(hour.businessID === business.businessID, t('api.businesses.youCanOnlyChangeThe'));
  return hour;
}

export async function changeBusinessHour(
  db: Kysely<Database>,
  auth: AuthContext,
  businessHourID: number,
  times: { openTime: string; closeTime: string },
) {
  await ownHour(db, auth, businessHourID);
  await updateBusinessHour(db, businessHourID, times);
  return toBusinessHourDto((await findBusinessHour(db, businessHourID))!);
}

export async function removeBusinessHour(db: Kysely<Database>, auth: AuthContext, businessHourID: number) {
  await ownHour(db, auth, businessHourID);
  await deleteBusinessHour(db, businessHourID);
}
