import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_UPLOAD_BYTES } from '@jobbel/shared/app/upload.constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { badRequest, HttpError } from '../lib/http-error';

const UPLOAD_PREFIX = '/upload/';
const RECOGNISED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
const MAX_EDGE = 2000;

export type UploadFolder = 'avatars' | 'business';

/** Multipart uploads and the /upload/... files, from DATA_DIR/uploads. */
export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = path.join(dataDir, 'uploads');
  await fs.mkdir(root, { recursive: true });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await app.register(fastifyStatic, { root, prefix: UPLOAD_PREFIX, decorateReply: false, index: false });
}

const tooLarge = () => new HttpError(413, 'payload_too_large', 'The image must be smaller than 3 MB.');

/**
 * Reads the one image of a multipart request, recognised by its bytes (DECISIONS.md), re-encodes it
 * (which drops metadata such as GPS position) and stores it. Answers its public address.
 */
export async function storeUploadedImage(
  request: FastifyRequest,
  dataDir: string,
  options: { field: string; folder: UploadFolder },
): Promise<{ url: string; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw badRequest('validation_error', `${options.field}: send the image as multipart/form-data`);
  let image: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== options.field)
          throw badRequest('validation_error', `${options.field}: expected the image in this field`);
        image = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (!image || image.length === 0)
    throw badRequest('validation_error', `${options.field}: an image file is required`);

  const notAnImage = () =>
    new HttpError(415, 'unsupported_image', 'This file is not a JPEG, PNG, GIF or WebP image.');
  const metadata = await sharp(image)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !RECOGNISED_FORMATS.has(metadata.format)) throw notAnImage();
  // a file with a valid header can still be broken further on: that is bad input too
  const encoded = await sharp(image)
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw notAnImage();
    });
  const name = `${crypto.randomBytes(16).toString('hex')}.webp`;
  const folder = path.join(dataDir, 'uploads', options.folder);
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(path.join(folder, name), encoded);
  return { url: `${UPLOAD_PREFIX}${options.folder}/${name}`, fields };
}

/** Removes a file this server stored, when a newer one replaces it; other addresses are left alone. */
export async function removeStoredUpload(dataDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(UPLOAD_PREFIX)) return;
  const relative = path.normalize(url.slice(UPLOAD_PREFIX.length));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return;
  await fs.rm(path.join(dataDir, 'uploads', relative), { force: true });
}
