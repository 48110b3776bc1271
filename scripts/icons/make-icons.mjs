// Renders the app icons of the web manifest from the logo's design. Run once after changing the logo:
// node scripts/icons/make-icons.mjs (uses sharp from the API workspace).
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../../apps/web/public/icons');
const BRAND = '#0f766e';

// rounded, for browsers that show the icon as it is; square and padded for masks and iOS
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${BRAND}"/><text x="32" y="44" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">J</text></svg>`;
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><text x="32" y="41" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">J</text></svg>`;

const icons = [
  { svg: rounded, size: 192, name: 'icon-192.png' },
  { svg: rounded, size: 512, name: 'icon-512.png' },
  { svg: square, size: 512, name: 'maskable-512.png' },
  { svg: square, size: 180, name: 'apple-touch-icon.png' },
];
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png()
    .toFile(path.join(out, icon.name));
  console.log(icon.name);
}
