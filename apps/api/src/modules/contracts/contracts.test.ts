import { createHash } from 'node:crypto';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { accept, applyTo, declareStatus } from '../../test/engagement-fixtures';
import { insertJobs } from '../../test/job-fixtures';
import {
  hoursFromNow,
  type SignedIn,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';
import { sweepUnsignedContracts } from './contract-sweep';
import { deleteExpiredVersions } from './contracts.repository';

const testApp = useTestApp();
const PASSWORD = 'Sterk2026wachtwoord';
let business: SignedInBusiness;

const legalDetails = {
  enterpriseNumber: 'BE 0202 239 951',
  jointCommittee: '302',
  dimonaFiler: 'business',
  workplaces: [
    { workplaceAddress: 'Korenmarkt 1', workplaceMunicipality: 'Gent', workplaceNisCode: '44021' },
    { workplaceAddress: 'Place d’Armes 1', workplaceMunicipality: 'Namur', workplaceNisCode: '92094' },
    { workplaceAddress: 'Werthplatz 1', workplaceMunicipality: 'Eupen', workplaceNisCode: '63023' },
  ],
};

beforeAll(async () => {
  business = await signedInBusiness(testApp);
  const saved = await send(testApp, 'PUT', '/api/employerlegal', business, legalDetails);
  expect(saved.statusCode).toBe(200);
});

type Who = { headers: Record<string, string> };
const contractsOf = (who: Who, applicationID: number) =>
  send(testApp, 'GET', `/api/contracts?id=${applicationID}`, who);
const sign = (who: Who, applicationID: number, document: { versionID: number; sha256: string }, extra = {}) =>
  send(testApp, 'POST', '/api/contracts/sign', who, {
    jobApplicationID: applicationID,
    versionID: document.versionID,
    sha256: document.sha256,
    signedName: 'Lies Vermeulen',
    password: PASSWORD,
    ...extra,
  });

/** A worker of that status engaged under that regime for a shift in a town, on a day in 2030. */
async function engaged(regime: Regime, town: string, day = '2030-03-04', worker?: SignedIn) {
  const person = worker ?? (await signedInWorker(testApp));
  if (!worker) await declareStatus(testApp, person, statusFor(regime));
  const [job] = await insertJobs(testApp, business.businessID, [
    {
      jobTitle: `Bediening ${town} ${Math.random().toString(36).slice(2, 7)}`,
      jobLocation: town,
      jobDescription: '<p>Tafels bedienen &amp; afruimen.</p>',
      jobStartDateTime: `${day} 18:00:00`,
      jobEndDateTime: `${day} 23:00:00`,
      jobHours: null,
      jobWagePerHour: 15,
      jobRegimes: JSON.stringify(['student', 'flexi', 'extra', 'ordinary']),
    },
  ]);
  const applicationID = await applyTo(testApp, person, job!.jobID);
  const accepted = await accept(testApp, business, applicationID, regime);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { worker: person, applicationID, jobID: job!.jobID };
}

function statusFor(regime: Regime) {
  if (regime === 'student')
    return {
      status: 'student' as const,
      studentSchool: 'HoGent',
      studentHoursRemaining: null,
      studentHoursRemainingOn: null,
    };
  if (regime === 'flexi') return { status: 'flexi' as const, flexiBasis: 'four_fifths' as const };
  return { status: regime === 'extra' ? ('extra' as const) : ('none' as const) };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('written contracts', () => {
  it('writes a student contract in Dutch in Gent and in French in Namur, for both sides and nobody else', async () => {
    const gent = await engaged('student', 'Gent');
    const read = await contractsOf(gent.worker, gent.applicationID);
    expect(read.statusCode, read.body).toBe(200);
    const [contract] = read.json().documents;
    expect(contract).toMatchObject({ kind: 'student', language: 'nl-BE', version: 1, signatures: [] });
    expect(contract.text).toContain('Studentenovereenkomst');
    for (const mention of [
      'Lies Vermeulen',
      '12 april 1998',
      '98.04.12-123.51',
      'Veldstraat 1, 9000 Gent',
      '0202.239.951',
      'Korenmarkt 1, Gent',
      '4 maart 2030 om 18:00',
      'Tafels bedienen & afruimen.',
      'Paritair comité: 302',
    ])
      expect(contract.text).toContain(mention);
    expect(contract.sha256).toBe(sha256(contract.text));

    const namur = await engaged('student', 'Namur');
    const french = (await contractsOf(business, namur.applicationID)).json().documents[0];
    expect(french.language).toBe('fr-BE');
    expect(french.text).toContain("Contrat d'occupation d'étudiant");
    expect(french.text).toContain('12 avril 1998');
    expect(french.text).toContain('Place d’Armes 1, Namur');

    // the business read her national register number: she sees that it did, and why
    const shown = await send(testApp, 'GET', '/api/inszdisclosures', namur.worker);
    expect(shown.json().data).toContainEqual(expect.objectContaining({ purpose: 'contract' }));

    const stranger = await signedInWorker(testApp);
    const otherBusiness = await signedInBusiness(testApp);
    expect((await contractsOf(stranger, gent.applicationID)).statusCode).toBe(404);
    expect((await contractsOf(otherBusiness, gent.applicationID)).statusCode).toBe(404);
    const pdf = await send(testApp, 'GET', `/api/contracts/pdf?versionID=${contract.versionID}`, stranger);
    expect(pdf.statusCode).toBe(404);
  });

  it('is signed once by each side with name and password; a change makes a new version to sign again', async () => {
    const { worker, applicationID } = await engaged('student', 'Gent');
    const first = (await contractsOf(worker, applicationID)).json().documents[0];
    const wrongPassword = await sign(worker, applicationID, first, { password: 'Verkeerd2026wachtwoord' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error).toBe('wrong_password');
    const wrongName = await sign(worker, applicationID, first, { signedName: 'Iemand Anders' });
    expect(wrongName.json()).toMatchObject({ error: 'name_mismatch' });
    expect(wrongName.json().message).toContain('Lies Vermeulen');
    const wrongHash = await sign(worker, applicationID, { ...first, sha256: sha256('iets anders') });
    expect(wrongHash.statusCode).toBe(409);

    const signed = await send(testApp, 'POST', '/api/contracts/sign', worker, {
      jobApplicationID: applicationID,
      versionID: first.versionID,
      sha256: first.sha256,
      signedName: ' lies vermeulen ',
      password: PASSWORD,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().documents[0].signatures).toEqual([
      expect.objectContaining({ party: 'worker', signedName: 'lies vermeulen', sha256: first.sha256 }),
    ]);
    expect((await sign(worker, applicationID, first)).json().error).toBe('already_signed');
    const record = await testApp.app.db
      .selectFrom('contract_signatures')
      .selectAll()
      .where('signatureVersionID', '=', first.versionID)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ signatureSha256: first.sha256, signatureAccountID: worker.accountID });
    expect(record.signatureIp).not.toBe('');
    // the business hears that she signed
    const notices = await send(testApp, 'GET', '/api/notifications', business);
    expect(JSON.stringify(notices.json())).toContain(`/contracts/${applicationID}`);

    // the wage of the booked shift changes (the worker agreed to a change): the signed text stays, a new one waits
    await testApp.app.db
      .updateTable('job_applications')
      .set({ jobApplicationAgreedWagePerHour: 16.5 })
      .where('jobApplicationID', '=', applicationID)
      .execute();
    const second = (await contractsOf(business, applicationID)).json().documents[0];
    expect(second).toMatchObject({ version: 2, replacesSigned: true, signatures: [] });
    expect(second.text).toContain('16,50');
    const frozen = await testApp.app.db
      .selectFrom('contract_versions')
      .select('contractText')
      .where('contractVersionID', '=', first.versionID)
      .executeTakeFirstOrThrow();
    expect(frozen.contractText).toBe(first.text);
    await expect(
      testApp.app.db
        .updateTable('contract_versions')
        .set({ contractText: 'iets anders' })
        .where('contractVersionID', '=', first.versionID)
        .execute(),
    ).rejects.toThrow(/frozen/);

    const outdated = await sign(business, applicationID, first, { signedName: 'De Zaak' });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().error).toBe('contract_outdated');
    expect((await sign(business, applicationID, second, { signedName: 'Jan Peeters' })).statusCode).toBe(200);
    const both = await sign(worker, applicationID, second);
    expect(
      both
        .json()
        .documents[0].signatures.map((s: { party: string }) => s.party)
        .sort(),
    ).toEqual(['business', 'worker']);
  });

  it('gives both sides a PDF whose text names the parties, the dates and the wage, and the hash signed', async () => {
    const { worker, applicationID } = await engaged('student', 'Gent', '2030-03-11');
    const contract = (await contractsOf(worker, applicationID)).json().documents[0];
    await sign(worker, applicationID, contract);
    await sign(business, applicationID, contract, { signedName: 'Jan Peeters' });
    for (const who of [worker, business]) {
      const pdf = await send(testApp, 'GET', `/api/contracts/pdf?versionID=${contract.versionID}`, who);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('.pdf');
      const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
      const { totalPages, text } = await extractText(document, { mergePages: true });
      expect(totalPages).toBeGreaterThanOrEqual(2);
      const words = text.replace(/\s+/g, ' ');
      for (const expected of [
        'Lies Vermeulen',
        `Zaak ${business.accountID}`,
        '11 maart 2030 om 18:00',
        '15,00',
        'Jan Peeters',
        `Pagina ${totalPages} van ${totalPages}`,
        contract.sha256,
      ])
        expect(words).toContain(expected);
      const stored = await testApp.app.db
        .selectFrom('contract_signatures')
        .select('signatureSha256')
        .where('signatureVersionID', '=', contract.versionID)
        .execute();
      expect(stored.map((row) => row.signatureSha256)).toEqual([
        sha256(contract.text),
        sha256(contract.text),
      ]);
    }
  });

  it('writes a flexi framework once for the business and worker, and a contract per performance', async () => {
    const first = await engaged('flexi', 'Gent', '2030-04-01');
    const documents = (await contractsOf(first.worker, first.applicationID)).json().documents;
    expect(documents.map((d: { kind: string }) => d.kind)).toEqual(['flexiFramework', 'flexi']);
    expect(documents[0].text).toContain('Raamovereenkomst flexi-job');
    expect(documents[1].text).toContain('minimum flexiloon op die dag is €');
    const framework = documents[0];
    const second = await engaged('flexi', 'Gent', '2030-04-08', first.worker);
    const later = (await contractsOf(first.worker, second.applicationID)).json().documents;
    expect(later[0].versionID).toBe(framework.versionID);
    expect(later[1].versionID).not.toBe(documents[1].versionID);

    const extra = await engaged('extra', 'Gent', '2030-04-02');
    expect((await contractsOf(extra.worker, extra.applicationID)).json().documents[0].kind).toBe('extra');
  });

  it('says what is missing and whose it is, and writes nothing for the German-language area', async () => {
    const { worker, applicationID } = await engaged('student', 'Gent', '2030-05-06');
    await testApp.app.db
      .updateTable('users')
      .set({ userDateOfBirth: null, userNationalRegisterNumberEncrypted: null })
      .where('userID', '=', worker.userID)
      .execute();
    const read = (await contractsOf(business, applicationID)).json();
    expect(read.documents).toEqual([]);
    expect(read.missing).toEqual([
      expect.objectContaining({ field: 'workerBirthDate', party: 'worker' }),
      expect.objectContaining({
        field: 'workerInsz',
        party: 'worker',
        label: 'het rijksregisternummer van de werknemer',
      }),
    ]);

    const eupen = await engaged('extra', 'Eupen', '2030-05-07');
    const german = (await contractsOf(eupen.worker, eupen.applicationID)).json();
    expect(german.documents).toEqual([]);
    expect(german.unavailable).toContain('Duitse taalgebied');
  });

  it('lists the month by regime, zips it, and keeps it for the business after the worker is gone, until its term', async () => {
    const student = await engaged('student', 'Gent', '2030-06-03');
    const extra = await engaged('extra', 'Gent', '2030-06-04');
    for (const { worker, applicationID } of [student, extra]) await contractsOf(worker, applicationID);
    const all = (await send(testApp, 'GET', '/api/contracts/list?month=2030-06', business)).json().items;
    expect(all.map((item: { kind: string }) => item.kind)).toEqual(['student', 'extra']);
    const students = await send(testApp, 'GET', '/api/contracts/list?month=2030-06&regime=student', business);
    expect(students.json().items).toHaveLength(1);
    expect((await send(testApp, 'GET', '/api/contracts/list?month=2030-13', business)).statusCode).toBe(400);
    expect((await send(testApp, 'GET', '/api/contracts/list?month=2030-06', student.worker)).statusCode).toBe(
      403,
    );
    const zip = await send(testApp, 'GET', '/api/contracts/zip?month=2030-06', business);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = zip.rawPayload.toString('latin1').match(/2030-06-0\d-[\w.-]+\.pdf/g) ?? [];
    expect(new Set(names).size).toBe(2);

    await testApp.app.db.deleteFrom('users').where('userID', '=', student.worker.userID).execute();
    const kept = (
      await send(testApp, 'GET', '/api/contracts/list?month=2030-06&regime=student', business)
    ).json();
    expect(kept.items).toEqual([
      expect.objectContaining({ workerName: 'Lies Vermeulen', jobApplicationID: null }),
    ]);
    const pdf = await send(
      testApp,
      'GET',
      `/api/contracts/pdf?versionID=${kept.items[0].versionID}`,
      business,
    );
    expect(pdf.statusCode).toBe(200);

    // five years after the shift it is deleted, not a day before
    await deleteExpiredVersions(testApp.app.db, '2035-06-03');
    expect(
      (await send(testApp, 'GET', '/api/contracts/list?month=2030-06', business)).json().items,
    ).toHaveLength(2);
    await deleteExpiredVersions(testApp.app.db, '2035-06-05');
    expect(
      (await send(testApp, 'GET', '/api/contracts/list?month=2030-06', business)).json().items,
    ).toHaveLength(0);
  });

  it('marks an unsigned student on the venue’s screen until the business takes the risk, or both sign', async () => {
    const { worker, applicationID, jobID } = await engaged('student', 'Gent', '2030-07-01');
    const stateOnScreen = async () =>
      (await send(testApp, 'GET', `/api/checkin/code?jobID=${jobID}`, business)).json().workers[0]
        .studentContract;
    expect(await stateOnScreen()).toBe('unsigned');
    const risk = (who: Who, id = applicationID) => send(testApp, 'POST', `/api/contracts/risk?id=${id}`, who);
    expect((await risk(worker)).statusCode).toBe(404);
    const taken = await risk(business);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().riskAcceptedDateTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(await stateOnScreen()).toBe('riskTaken');
    const contract = (await contractsOf(worker, applicationID)).json().documents[0];
    await sign(worker, applicationID, contract);
    await sign(business, applicationID, contract, { signedName: 'Jan Peeters' });
    expect(await stateOnScreen()).toBe('signed');
    const extra = await engaged('extra', 'Gent', '2030-07-02');
    expect((await risk(business, extra.applicationID)).json().error).toBe('risk_not_needed');
  });

  it('tells both sides of a student contract not signed 12 hours before the start, once', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, statusFor('student'));
    const [job] = await insertJobs(testApp, business.businessID, [
      {
        jobTitle: `Ontbijt ${Math.random().toString(36).slice(2, 7)}`,
        jobStartDateTime: hoursFromNow(11),
        jobEndDateTime: hoursFromNow(15),
        jobHours: null,
        jobWagePerHour: 15,
        jobRegimes: JSON.stringify(['student']),
      },
    ]);
    const applicationID = await applyTo(testApp, worker, job!.jobID);
    expect((await accept(testApp, business, applicationID, 'student')).statusCode).toBe(200);
    const noticesOf = async (who: Who) =>
      JSON.stringify((await send(testApp, 'GET', '/api/notifications', who)).json()).split(
        'Studentencontract voor',
      ).length - 1;
    const businessBefore = await noticesOf(business);
    const now = new Date();
    const sweeps = await Promise.all([
      sweepUnsignedContracts(testApp.app.db, now, 'http://localhost'),
      sweepUnsignedContracts(testApp.app.db, now, 'http://localhost'),
    ]);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await noticesOf(worker)).toBe(1);
    expect(await noticesOf(business)).toBe(businessBefore + 1);
  });
});
