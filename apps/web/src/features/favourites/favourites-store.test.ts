import { beforeEach, describe, expect, it } from 'vitest';
import { clearStores, readItem, writeItem } from '../../lib/client-db';
import { readFavourites, toggleFavourite } from './favourites-store';

beforeEach(() => clearStores(['preferences']));

describe('favourites (spec 001 §4)', () => {
  it('toggles job ids in a list per user', async () => {
    expect(await toggleFavourite(7, 12)).toEqual([12]);
    expect(await toggleFavourite(7, 15)).toEqual([12, 15]);
    expect(await toggleFavourite(7, 12)).toEqual([15]);
    expect(await readFavourites(8)).toEqual([]);
    expect(await readFavourites(7)).toEqual([15]);
  });

  it('gives the migrated legacy list to the first user who signs in', async () => {
    await writeItem('preferences', 'favoriteJobs', [3, '4']);
    expect(await readFavourites(7)).toEqual([3, 4]);
    expect(await readItem('preferences', 'favoriteJobs')).toBeUndefined();
    expect(await readFavourites(8)).toEqual([]);
  });
});
