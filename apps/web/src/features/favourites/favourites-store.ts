import { useCallback, useEffect, useState } from 'react';
import { deleteItem, readItem, writeItem } from '../../lib/client-db';

// spec 001 §3: a list of job ids kept in the client database, one list per user on this browser
const LEGACY_KEY = 'favoriteJobs';
const keyFor = (userID: number) => `favoriteJobs:${userID}`;

export async function readFavourites(userID: number): Promise<number[]> {
  const own = await readItem<number[]>('preferences', keyFor(userID));
  if (own) return own;
  // the list migrated from the old localStorage belongs to whoever signs in first
  const legacy = await readItem<unknown>('preferences', LEGACY_KEY);
  if (!Array.isArray(legacy)) return [];
  const adopted = legacy.map(Number).filter(Number.isInteger);
  await writeItem('preferences', keyFor(userID), adopted);
  await deleteItem('preferences', LEGACY_KEY);
  return adopted;
}

export async function toggleFavourite(userID: number, jobID: number): Promise<number[]> {
  const current = await readFavourites(userID);
  const next = current.includes(jobID) ? current.filter((id) => id !== jobID) : [...current, jobID];
  await writeItem('preferences', keyFor(userID), next);
  return next;
}

const FAVOURITES_CHANGED = 'favourites-changed';

export function useFavourites(userID: number | undefined) {
  const [favourites, setFavourites] = useState<number[]>([]);
  useEffect(() => {
    if (userID === undefined) return;
    const load = () => void readFavourites(userID).then(setFavourites);
    load();
    window.addEventListener(FAVOURITES_CHANGED, load);
    return () => window.removeEventListener(FAVOURITES_CHANGED, load);
  }, [userID]);
  const toggle = useCallback(
    async (jobID: number) => {
      if (userID === undefined) return;
      setFavourites(await toggleFavourite(userID, jobID));
      window.dispatchEvent(new Event(FAVOURITES_CHANGED));
    },
    [userID],
  );
  return { favourites, toggle, isFavourite: (jobID: number) => favourites.includes(jobID) };
}
