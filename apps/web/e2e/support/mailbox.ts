import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

function mailsTo(email: string) {
  const mailDir = process.env.E2E_MAIL_DIR!;
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .sort()
    .map(
      (file) => JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as { to: string; raw: string },
    )
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** Waits for the newest code mailed to this address (after `previousCount` mails) and answers it. */
export async function waitForCode(email: string, previousCount = 0): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThan(previousCount);
  const code = mailsTo(email)
    .at(-1)!
    .raw.match(/(?:Je code|Ton code|Your code) ?: (\d{6})/);
  if (!code?.[1]) throw new Error(`no code in the mail to ${email}`);
  return code[1];
}

/** The raw text (headers and body) of the newest mail to this address. */
export function lastMailTo(email: string): string {
  return mailsTo(email).at(-1)?.raw ?? '';
}

export function mailCount(email: string): number {
  return mailsTo(email).length;
}
