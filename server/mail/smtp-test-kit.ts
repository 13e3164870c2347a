import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the fake server does with a message once it has read it all. */
export type DataReply = 'accept' | 'hang' | { code: number; message: string };

export interface ReceivedMail {
  messageId: string;
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  /** smtp://shop:secret@127.0.0.1:<port> */
  url: string;
  /** Messages the server accepted (a 250 answer), in order. */
  accepted: ReceivedMail[];
  /** Every message whose data the server read, whatever it answered. */
  seen: ReceivedMail[];
  /** Decides the answer to each message in turn (default: accept everything). */
  reply: (mail: ReceivedMail) => DataReply;
  close(): Promise<void>;
}

export const SMTP_USER = 'shop';
export const SMTP_PASSWORD = 'secret';

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that insists on the test's log-in and answers
 * each message as `reply` says: accept, refuse with a code, or never answer (a lost reply).
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const fake: Omit<FakeSmtp, 'url' | 'close'> = { accepted: [], seen: [], reply: () => 'accept' };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, done) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) done(null, { user: auth.username });
      else done(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '',
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        };
        fake.seen.push(mail);
        const answer = fake.reply(mail);
        if (answer === 'hang') return;
        if (answer === 'accept') {
          fake.accepted.push(mail);
          done(null, `OK: queued as Q${fake.accepted.length}`);
        } else {
          done(Object.assign(new Error(answer.message), { responseCode: answer.code }));
        }
      });
    },
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}
