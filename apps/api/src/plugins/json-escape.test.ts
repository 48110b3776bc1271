import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import { insertJobs } from '../test/job-fixtures';
import { send, signedInBusiness, signedInWorker } from '../test/shift-fixtures';

const testApp = useTestApp();

/** The answer's text as the browser reads it, after its content encoding. */
function textOf(raw: Buffer, encoding: unknown): string {
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  return raw.toString('utf8');
}

describe('JSON answers', () => {
  it('never contain "<script", while a title with it reads the same', async () => {
    const business = await signedInBusiness(testApp);
    const worker = await signedInWorker(testApp);
    const [job] = await insertJobs(testApp, business.businessID, [{ jobTitle: 'Kok <script' }]);
    for (const url of [`/api/jobs?id=${job!.jobID}`, '/api/jobs?limit=50']) {
      for (const encoding of ['identity', 'gzip, br']) {
        const answer = await testApp.app.inject({
          method: 'GET',
          url,
          headers: { ...worker.headers, 'accept-encoding': encoding },
        });
        expect(answer.statusCode).toBe(200);
        expect(textOf(answer.rawPayload, answer.headers['content-encoding'])).not.toContain('<script');
      }
      const body = (await send(testApp, 'GET', url, worker)).json();
      expect(JSON.stringify(body)).toContain('Kok <script');
    }
  });
});
