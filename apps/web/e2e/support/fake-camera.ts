import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const SIZE = 480;

/**
 * A video file Chromium's fake camera plays in a loop (`--use-file-for-fake-video-capture`): the picture
 * given, on white, as one frame of YUV 4:2:0 in the Y4M format.
 */
export async function fakeCameraFile(picture: Buffer, directory: string): Promise<string> {
  const rgb = await sharp(picture)
    .resize(SIZE, SIZE, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const luma = Buffer.alloc(SIZE * SIZE);
  const half = SIZE / 2;
  const blue = Buffer.alloc(half * half);
  const red = Buffer.alloc(half * half);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const i = (y * SIZE + x) * 3;
      const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      luma[y * SIZE + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (y % 2 === 0 && x % 2 === 0) {
        const j = (y / 2) * half + x / 2;
        blue[j] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        red[j] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  const file = path.join(directory, `camera-${Date.now()}.y4m`);
  const header = Buffer.from(`YUV4MPEG2 W${SIZE} H${SIZE} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(file, Buffer.concat([header, luma, blue, red]));
  return file;
}
