import { expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { hoursFromNow, signedInWorker } from '../../test/shift-fixtures';
import { type BellStream, createBellHub } from './bell-hub';
import { NOTIFICATION_COUNT_CAP } from './notifications.repository';

const testApp = useTestApp();

function notices(userID: number, count: number, read: boolean) {
  return testApp.app.db
    .insertInto('notifications')
    .values(
      Array.from({ length: count }, (_, index) => ({
        notificationUserID: userID,
        notificationKind: 'test',
        notificationTitle: `Melding ${index}`,
        notificationBody: '',
        notificationLink: '/dashboard',
        notificationCreatedDateTime: hoursFromNow(-index),
        notificationReadDateTime: read ? hoursFromNow(0) : null,
      })),
    )
    .returning('notificationID')
    .execute();
}

it('tells each of 1,502 open bells its own count, once, when all change at once', async () => {
  const worker = await signedInWorker(testApp);
  await notices(worker.userID, 2, false);
  const [newest] = await notices(worker.userID, 1, true);
  // one with more unread notices than the badge counts
  const flooded = await signedInWorker(testApp);
  await notices(flooded.userID, NOTIFICATION_COUNT_CAP + 1, false);
  const errors: unknown[] = [];
  const hub = createBellHub(testApp.app.db, (error) => errors.push(error));
  // the others have no notices (people without a user row read as an empty bell)
  const userIDs = [
    worker.userID,
    flooded.userID,
    ...Array.from({ length: 1500 }, (_, index) => 900_000 + index),
  ];
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
  expect(told.get(worker.userID)).toEqual([{ newestID: newest!.notificationID, unread: 2 }]);
  expect(told.get(flooded.userID)![0]!.unread).toBe(NOTIFICATION_COUNT_CAP);
  expect(told.get(900_000)).toEqual([{ newestID: null, unread: 0 }]);
});
