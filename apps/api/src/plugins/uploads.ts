import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { containsNul } from '@jobbel/shared/app/primitive.schemas';
import { MAX_UPLOAD_BYTES } from '@jobbel/shared/app/upload.constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { Database } from '../db/database';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../lib/data-dir';
import { badRequest, HttpError } from '../lib/http-error';
import { t } from '../lib/i18n';
import { forgetStoredFile } from '../modules/uploads/uploads.repository';

const UPLOAD_PREFIX = '/upload/';
const RECOGNISED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
const MAX_EDGE = 2000;
/** A phone photo is 12–50 MP; a larger canvas is a decompression bomb, refused from its header alone. */
export const MAX_INPUT_PIXELS = 50_000_000;

// libvips shares libuv's thread pool with argon2: one image at a time, on one thread, leaves the
// other pool threads to password hashing however many uploads arrive
sharp.concurrency(1);
const oneImageAtATime = pLimit(1);

export type UploadFolder = 'avatars' | 'business';

export const uploadsDirectory = (dataDir: string) => path.join(dataDir, 'uploads');

/** Multipart uploads and the /upload/... files, from DATA_DIR/uploads. */
export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = uploadsDirectory(dataDir);
  await fs.mkdir(root, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await app.register(fastifyStatic, { root, prefix: UPLOAD_PREFIX, decorateReply: false, index: false });
}

const tooLarge = () => new HttpError(413, 'payload_too_large', t('api.common.theImageMustBeSmaller'));

/**
 * Reads the one image of a multipart request, recognised by its bytes (docs/decisions/uploads.md), re-encodes it
 * (which drops metadata such as GPS position) and stores it. Answers its public address.
 */
export async function storeUploadedImage(
  request: FastifyRequest,
  dataDir: string,
  options: { field: string; folder: UploadFolder },
): Promise<{ url: string; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw badRequest('validation_error', t('api.common.fieldSendTheImageAs', { field: options.field }));
  let image: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== options.field)
          throw badRequest(
            'validation_error',
            t('api.common.fieldExpectedTheImageIn', { field: options.field }),
          );
        image = await part.toBuffer();
      } else {
        const value = String(part.value);
        if (containsNul(value))
          throw badRequest(
            'validation_error',
            t('api.common.fieldnameTextMayNotContain', { fieldname: part.fieldname }),
          );
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // everything else here is the client's body failing to parse: no boundary, truncated, garbled
    throw badRequest('invalid_multipart', t('api.common.theUploadCouldNotBe'));
  }
  if (!image || image.length === 0)
    throw badRequest('validation_error', t('api.common.fieldAnImageFileIs', { field: options.field }));

  const encoded = await oneImageAtATime(() => reencode(image));
  const name = `${crypto.randomBytes(16).toString('hex')}.webp`;
  const folder = path.join(uploadsDirectory(dataDir), options.folder);
  await fs.mkdir(folder, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await fs.writeFile(path.join(folder, name), encoded, { mode: PRIVATE_FILE_MODE });
  return { url: `${UPLOAD_PREFIX}${options.folder}/${name}`, fields };
}

const notAnImage = () => new HttpError(415, 'unsupported_image', t('api.common.thisFileIsNotA'));

async function reencode(image: Buffer): Promise<Buffer> {
  const metadata = await sharp(image)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !RECOGNISED_FORMATS.has(metadata.format)) throw notAnImage();
  // only the first frame of an animation is decoded, so the canvas is what counts
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new HttpError(415, 'image_too_large', t('api.common.thisImageHasTooMany'));
  }
  // a file with a valid header can still be broken further on: that is bad input too
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw notAnImage();
    });
}

/** Removes a stored file that a newer one replaced, when it belongs to that account; others are left alone. */
export async function removeOwnUpload(
  db: Kysely<Database>,
  dataDir: string,
  url: string | null | undefined,
  ownerAccountID: number,
): Promise<void> {
  if (!url?.startsWith(UPLOAD_PREFIX)) return;
  if (await forgetStoredFile(db, url, ownerAccountID)) await removeFile(dataDir, url);
}

/** A file stored for a change that was then refused: nobody claimed it, nobody refers to it. */
export async function discardUnclaimedUpload(dataDir: string, url: string): Promise<void> {
  await removeFile(dataDir, url);
}

async function removeFile(dataDir: string, url: string): Promise<void> {
  const relative = path.normalize(url.slice(UPLOAD_PREFIX.length));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return;
  await fs.rm(path.join(uploadsDirectory(dataDir), relative), { force: true });
}
