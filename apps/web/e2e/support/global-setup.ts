import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server: every mail the app sends lands as a file the tests read. */
export default async function globalSetup() {
  const mailDir = process.env.E2E_MAIL_DIR!;
  fs.mkdirSync(mailDir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
        sequence += 1;
        fs.writeFileSync(
          path.join(mailDir, `${Date.now()}-${String(sequence).padStart(4, '0')}.json`),
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1', resolve),
  );
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(process.env.E2E_RUN_DIR!, { recursive: true, force: true });
  };
}
