import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * deploy/jobbel.service as systemd reads it. There is no systemd running here to start it, so this is
 * what systemd's own tools say about it offline: that it loads without an unknown or misspelt setting,
 * that its command exists, and how much of the system the server could reach if it were taken over.
 */
const repo = join(import.meta.dirname, '../..');
const unitSource = join(repo, 'deploy/jobbel.service');
const unitText = readFileSync(unitSource, 'utf8');

function installedCopy(): string {
  // systemd-analyze names the unit after its file; a folder of its own keeps parallel runs apart
  const unit = join(mkdtempSync(join(tmpdir(), 'jobbel-unit-')), 'jobbel.service');
  copyFileSync(unitSource, unit);
  return unit;
}

function settings(name: string): string[] {
  return [...unitText.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]);
}

describe('the systemd unit', () => {
  it('loads in systemd without a warning: every setting known, its command there', () => {
    const verify = spawnSync('systemd-analyze', ['verify', installedCopy()], { encoding: 'utf8' });
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
  });

  it('runs the server as its own user in production, restarting it when it fails', () => {
    expect(settings('User')).toEqual(['jobbel']);
    expect(settings('Environment')).toContain('NODE_ENV=production');
    expect(settings('Restart')).toEqual(['on-failure']);
    expect(settings('ExecStart')).toEqual(['/usr/bin/npm start']);
  });

  it('lets it write to the DATA_DIR that docs/deploy.md sets, and nowhere else of the system', () => {
    const dataDir = /^DATA_DIR=(\S+)/m.exec(readFileSync(join(repo, 'docs/deploy.md'), 'utf8'))?.[1];
    expect(dataDir).toBeDefined();
    expect(settings('ReadWritePaths').join(' ').split(' ')).toContain(dataDir);
    expect(settings('ProtectSystem')).toEqual(['strict']);
  });

  it("is rated 'OK' or better by systemd-analyze security (exposure at most 2 of 10)", () => {
    const report = execFileSync('systemd-analyze', ['security', '--offline=true', installedCopy()], {
      encoding: 'utf8',
    });
    const exposure = Number(/Overall exposure level for jobbel\.service: ([\d.]+)/.exec(report)?.[1]);
    expect(exposure).toBeLessThanOrEqual(2);
  });
});
