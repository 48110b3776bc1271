import crypto from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { containsNul } from '@jobbel/shared/app/primitive.schemas';
import { MAX_UPLOAD_BYTES } from '@jobbel/shared/app/upload.constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { Database } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import type { EncodedImage, NewImage } from './uploaded-image';
import { findStoredContent, forgetStoredFile } from './uploads.repository';

const UPLOAD_PREFIX = '/upload/';
const RECOGNISED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
const MAX_EDGE = 2000;
/** A phone photo is 12–50 MP; a larger canvas is a decompression bomb, refused from its header alone. */
export const MAX_INPUT_PIXELS = 50_000_000;

// libvips shares libuv's thread pool with argon2: one image at a time, on one thread, leaves the
// other pool threads to password hashing however many uploads arrive
const oneImageAtATime = pLimit(1);

// libvips takes about 20 MB of memory once loaded: a server that never receives an image never loads it
let loadedSharp: Promise<typeof import('sharp')> | undefined;
function imageLibrary() {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loadedSharp;
}

export type UploadFolder = 'avatars' | 'business';

/**
 * The owner is part of the name: two accounts with the same picture each own a file of their own, and
 * the same picture uploaded again for the same account is the same file.
 */
export function nameImage(image: EncodedImage, folder: UploadFolder, ownerAccountID: number): NewImage {
  const name = crypto.createHash('sha256').update(`${ownerAccountID}:${image.contentHash}`).digest('hex');
  return { ...image, url: `${UPLOAD_PREFIX}${folder}/${name.slice(0, 32)}.webp` };
}

const A_YEAR_SECONDS = 365 * 24 * 3600;

/** Multipart uploads, and the /upload/... images from the database (docs/decisions/uploads.md). */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  app.get(`${UPLOAD_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const file = await findStoredContent(app.db, request.url.split('?')[0]!);
    if (!file) throw notFound(t('api.common.thisImageDoesNotExist'));
    // a name is never given to other content (it is derived from the content), so it may be kept for a year
    reply
      .header('cache-control', `public, max-age=${A_YEAR_SECONDS}, immutable`)
      .header('etag', `"${file.contentHash}"`);
    if (request.headers['if-none-match'] === `"${file.contentHash}"`) return reply.code(304).send();
    return reply.type('image/webp').send(file.content);
  });
}

const tooLarge = () => new HttpError(413, 'payload_too_large', t('api.common.theImageMustBeSmaller'));

/**
 * Reads the one image of a multipart request, recognised by its bytes (docs/decisions/uploads.md), and
 * re-encodes it (which drops metadata such as GPS position). The caller records it with its change.
 */
export async function readUploadedImage(
  request: FastifyRequest,
  options: { field: string },
): Promise<{ image: EncodedImage; fields: Record<string, string> }> {
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

  const content = await oneImageAtATime(() => reencode(image));
  const contentHash = crypto.createHash('sha256').update(content).digest('hex');
  return { image: { content, contentHash }, fields };
}

const notAnImage = () => new HttpError(415, 'unsupported_image', t('api.common.thisFileIsNotA'));

async function reencode(image: Buffer): Promise<Buffer> {
  const sharp = await imageLibrary();
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
  url: string | null | undefined,
  ownerAccountID: number,
): Promise<void> {
  if (url?.startsWith(UPLOAD_PREFIX)) await forgetStoredFile(db, url, ownerAccountID);
}
