import { expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { hoursFromNow, signedInWorker } from '../../test/shift-fixtures';
import { type BellStream, createBellHub } from './bell-hub';

const testApp = useTestApp();

it('tells each of 1,501 open bells its own count, once, when all change at once', async () => {
  const worker = await signedInWorker(testApp);
  await testApp.app.db
    .insertInto('notifications')
    .values(
      [1, 2].map((index) => ({
        notificationUserID: worker.userID,
        notificationKind: 'test',
        notificationTitle: `Melding ${index}`,
        notificationBody: '',
        notificationLink: '/dashboard',
        notificationCreatedDateTime: hoursFromNow(-index),
        notificationReadDateTime: null,
      })),
    )
    .execute();
  const errors: unknown[] = [];
  const hub = createBellHub(testApp.app.db, (error) => errors.push(error));
  // the others have no notices (people without a user row read as an empty bell)
  const userIDs = [worker.userID, ...Array.from({ length: 1500 }, (_, index) => 900_000 + index)];
  const told = new Map<number, { newestID: number | null; unread: number }[]>();
  for (const userID of userIDs) {
    const stream: BellStream = {
      userID,
      send: (bell) => told.set(userID, [...(told.get(userID) ?? []), bell]),
      end: () => undefined,
    };
    hub.add(stream);
  }
  for (const userID of userIDs) hub.changed(userID);
  const deadline = Date.now() + 5000;
  while (told.size < userIDs.length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 100));

  expect(errors).toEqual([]);
  expect(told.size).toBe(userIDs.length);
  expect([...told.values()].every((bells) => bells.length === 1)).toBe(true);
  expect(told.get(worker.userID)![0]!.unread).toBe(2);
  expect(told.get(worker.userID)![0]!.newestID).toEqual(expect.any(Number));
  expect(told.get(900_000)).toEqual([{ newestID: null, unread: 0 }]);
});
