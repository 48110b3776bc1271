import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import { insertJobs } from '../test/job-fixtures';
import {
  hoursFromNow,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../test/shift-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

const visitor = (language?: string): { headers: Record<string, string> } => ({
  headers: language ? { 'accept-language': language } : {},
});
const mailsTo = async (email: string) => (await testApp.deliveredMails()).filter((mail) => mail.to === email);

describe('the API answers each reader in their language (docs/decisions/texts.md)', () => {
  it("answers a visitor in their browser's language, Dutch when it speaks none of Jobbel's", async () => {
    const cases = [
      ['fr-BE,fr;q=0.9,en;q=0.8', 'GET /api/nope n’existe pas.', 'fr-BE'],
      ['fr-FR', 'GET /api/nope n’existe pas.', 'fr-BE'],
      ['en-GB,en;q=0.9', 'GET /api/nope does not exist.', 'en'],
      ['de-DE, es;q=0.5', 'GET /api/nope bestaat niet.', 'nl-BE'],
      [undefined, 'GET /api/nope bestaat niet.', 'nl-BE'],
    ] as const;
    for (const [accepted, message, language] of cases) {
      const answer = await send(testApp, 'GET', '/api/nope', visitor(accepted));
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message.replace("'", '’')).toBe(message);
      expect(answer.headers['content-language']).toBe(language);
      expect(String(answer.headers.vary)).toContain('Accept-Language');
    }
  });

  it('words a refused value in the reader’s language, ours and zod’s own alike', async () => {
    // registered from a French browser: her account reads French
    const worker = await signedInWorker(testApp, 'user', 'fr');
    const inFrench = { headers: { ...worker.headers, 'accept-language': 'fr' } };
    const unnamed = await send(testApp, 'POST', '/api/jobalerts', inFrench, {
      alertName: '',
      alertRadiusKm: 7,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual({
      alertName: 'Donne un nom à ton alerte.',
      alertRadiusKm: 'Choisis 5, 10, 25 ou 50 km.',
    });
    const wrongType = await send(testApp, 'POST', '/api/jobalerts', inFrench, { alertName: 5 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields.alertName).toMatch(/attendu/);
  });

  it("answers a signed-in person in their account's language, on every device, from the moment they choose it", async () => {
    const worker = await signedInWorker(testApp, 'user', 'fr-BE,fr;q=0.9');
    const me = await send(testApp, 'GET', `/api/users?id=${worker.userID}`, worker);
    expect(me.json().userLanguage).toBe('fr-BE');
    const browserSaysDutch = { headers: { ...worker.headers, 'accept-language': 'nl-BE' } };
    const missing = () => send(testApp, 'DELETE', '/api/jobalerts?id=999999', browserSaysDutch);
    expect((await missing()).json().message).toBe('Alerte introuvable.');

    const chose = await send(testApp, 'PUT', `/api/users?id=${worker.userID}`, browserSaysDutch, {
      userLanguage: 'en',
    });
    expect(chose.statusCode).toBe(200);
    expect(chose.json().userLanguage).toBe('en');
    const answer = await missing();
    expect(answer.json().message).toBe('Alert not found.');
    expect(answer.headers['content-language']).toBe('en');

    const refused = await send(testApp, 'PUT', `/api/users?id=${worker.userID}`, worker, {
      userLanguage: 'de',
    });
    expect(refused.statusCode).toBe(400);
  });

  it("mails each person in their own language, whoever's action sends it", async () => {
    // a French-speaking worker, a business whose owner reads Dutch
    const worker = await signedInWorker(testApp, 'user', 'fr-BE');
    const verification = (await mailsTo(worker.person.email))[0]!;
    expect(verification.subject).toBe('Confirme ton adresse e-mail pour Jobbel');
    const jobTitle = `Barista ${Math.random().toString(36).slice(2, 7)}`;
    const [job] = await insertJobs(testApp, business.businessID, [
      { jobTitle, jobStartDateTime: hoursFromNow(50), jobEndDateTime: hoursFromNow(56) },
    ]);
    const applied = await send(testApp, 'POST', '/api/jobapplications', worker, {
      jobApplicationJobID: job!.jobID,
      jobApplicationUserID: worker.userID,
    });
    const applicationID = applied.json().jobApplicationID as number;
    const ownerMails = await mailsTo(business.person.email);
    expect(ownerMails.at(-1)?.subject).toBe(`Nieuwe sollicitant voor ${jobTitle}`);

    const accepted = await send(testApp, 'PUT', `/api/jobapplications?id=${applicationID}`, business, {
      jobApplicationStatus: 'accepted',
    });
    expect(accepted.statusCode).toBe(200);
    const acceptMail = (await mailsTo(worker.person.email)).at(-1)!;
    expect(acceptMail.subject).toBe(`Bonne nouvelle : tu es engagé pour ${jobTitle}`);
    expect(acceptMail.text).toContain('Mes candidatures');
    expect(acceptMail.text).toContain('Désactive-les en un clic');
    expect(acceptMail.html).toContain('Se désabonner');
    expect(acceptMail.html).toContain('Bonjour');
    const notices = (await send(testApp, 'GET', '/api/notifications', worker)).json().data as {
      notificationTitle: string;
    }[];
    expect(notices.map((notice) => notice.notificationTitle)).toContain(
      `Bonne nouvelle : tu es engagé pour ${jobTitle}`,
    );

    // the business writes in Dutch; the worker's mail about it is French, and hers back to the business Dutch
    const sent = await send(testApp, 'POST', `/api/messages?applicationID=${applicationID}`, business, {
      messageText: 'Kom je om 9 uur?',
    });
    expect(sent.statusCode).toBe(200);
    expect((await mailsTo(worker.person.email)).at(-1)?.subject).toBe(
      `Nouveau message à propos de ${jobTitle}`,
    );
    await send(testApp, 'POST', `/api/messages?applicationID=${applicationID}`, worker, {
      messageText: 'Oui !',
    });
    expect((await mailsTo(business.person.email)).at(-1)?.subject).toBe(`Nieuw bericht over ${jobTitle}`);

    // the unsubscribe link of her mail answers in French, even opened in a browser that reads Dutch
    const link = new URL(/https?:\/\/\S+\/api\/unsubscribe\?\S+/.exec(acceptMail.text)![0]);
    const unsubscribed = await testApp.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { 'accept-language': 'nl-BE' },
    });
    expect(unsubscribed.body).toContain('Tu ne recevras plus ces e-mails');
    expect(unsubscribed.body).toContain('<html lang="fr-BE">');
    expect(unsubscribed.headers['content-language']).toBe('fr-BE');
  });
});
