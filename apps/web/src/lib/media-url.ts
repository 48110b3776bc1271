// spec 000 §3: avatar addresses — a bare file name lives under /upload/avatars, http addresses stay
export function mediaUrl(value: string | null | undefined, folder = 'avatars'): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//.test(value) || value.startsWith('/')) return value;
  return `/upload/${folder}/${value}`;
}

const STOCK_IMAGES = ['restaurant', 'bar', 'cafe', 'kitchen', 'terrace', 'nightlife'];

/** A local stock picture, the same one every time for the same id. */
export function stockImage(seed: number): string {
  return `/stock/${STOCK_IMAGES[Math.abs(seed) % STOCK_IMAGES.length]}.svg`;
}

/** An image that fails to load (a dead banner address) shows the stock image instead. */
export function fallBackToStock(seed: number) {
  return (event: React.SyntheticEvent<HTMLImageElement>) => {
    const stock = stockImage(seed);
    if (!event.currentTarget.src.endsWith(stock)) event.currentTarget.src = stock;
  };
}
