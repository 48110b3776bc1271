import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { loadConfig } from './env';

describe('safe by default', () => {
  it('seeds the demo accounts only at a local address, unless SEED_DEMO=1 says so', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).seedDemo).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).seedDemo).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://jobs.horeca-gent.be' }).seedDemo).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://jobs.horeca-gent.be', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  });

  it('reads an env file named by ENV_FILE, under what the environment sets', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-env-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(
      file,
      '# a comment\nPORT=4100\nPUBLIC_URL=https://jobs.example.be\nMAIL_FROM="Jobbel Gent <jobs@example.be>"\n',
    );
    const config = loadConfig({ ENV_FILE: file, PORT: '4200' });
    expect(config.PORT).toBe(4200);
    expect(config.PUBLIC_URL).toBe('https://jobs.example.be');
    expect(config.MAIL_FROM).toBe('Jobbel Gent <jobs@example.be>');
    expect(() => loadConfig({ ENV_FILE: path.join(dir, 'missing.env') })).toThrow(
      /ENV_FILE: .* does not exist/,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('warns at start, in the log, when it sends no mail, seeds a public address or shows its API publicly', async () => {
    const lines: { level: number; msg: string }[] = [];
    const testApp = await buildTestApp(
      { LOG_LEVEL: 'info', PUBLIC_URL: 'https://jobs.example.be', SEED_DEMO: '1', API_DOCS: '1' },
      { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
    const warnings = lines.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SMTP_URL is not set/),
        expect.stringMatching(/^SEED_DEMO=1 at https:\/\/jobs\.example\.be/),
        expect.stringMatching(/API documentation is public at https:\/\/jobs\.example\.be\/api\/docs/),
      ]),
    );
    await testApp.close();
  });
});
