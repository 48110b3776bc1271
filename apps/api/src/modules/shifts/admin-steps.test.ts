import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { bearer, loginAs, registerAdmin } from '../../test/registration-helpers';
import {
  acceptedShift,
  hoursFromNow,
  type SignedInBusiness,
  send,
  shiftWithConfirmedHours,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  business = await signedInBusiness(testApp);
  const registered = await registerAdmin(testApp);
  admin = { headers: bearer(await loginAs(testApp, registered.person)) };
});

const ADMIN_ONLY_READS = 'Een beheerder kan een shift inkijken, maar niet in de plaats van de zaak handelen.';

describe('an administrator and a booked shift', () => {
  it('reads the conversation but takes no step in the business’s place', async () => {
    const worker = await signedInWorker(testApp);
    const started = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(-2),
      end: hoursFromNow(4),
    });
    const worked = await shiftWithConfirmedHours(testApp, business, worker);
    const steps: [string, object][] = [
      [`/api/jobapplications/no-show?id=${started.applicationID}`, {}],
      [`/api/jobapplications/cancel?id=${started.applicationID}`, {}],
      [`/api/jobapplications/hours/approve?id=${worked.applicationID}`, {}],
      [
        `/api/jobapplications/hours/correct?id=${worked.applicationID}`,
        {
          jobApplicationWorkedStartDateTime: hoursFromNow(-8),
          jobApplicationWorkedEndDateTime: hoursFromNow(-3),
          jobApplicationBreakMinutes: 0,
          jobApplicationHoursComment: 'Correctie door de beheerder.',
        },
      ],
    ];
    for (const [url, body] of steps) {
      const refused = await send(testApp, 'POST', url, admin, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message, url).toBe(ADMIN_ONLY_READS);
    }
    expect(
      (await send(testApp, 'GET', `/api/messages?applicationID=${started.applicationID}`, admin)).statusCode,
    ).toBe(200);
    // the business itself still may
    const approved = await send(
      testApp,
      'POST',
      `/api/jobapplications/hours/approve?id=${worked.applicationID}`,
      business,
    );
    expect(approved.statusCode).toBe(200);
    const rated = await send(
      testApp,
      'POST',
      `/api/jobapplications/rating?id=${worked.applicationID}`,
      admin,
      {
        ratingStars: 1,
      },
    );
    expect(rated.statusCode).toBe(403);
    expect(rated.json().message).toBe(ADMIN_ONLY_READS);
  });
});
