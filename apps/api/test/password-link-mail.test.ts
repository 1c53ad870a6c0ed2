// Set-password links e-mailed through a real SMTP server on loopback: the employee receives
// the whole link in English and Arabic; a mail server that cannot be reached loses nothing
// (the link is made, answered and works, and the office is told to copy it).
import { createServer as createNetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../src/mail/mailer.js';
import { type OfficeWorld, officeWorld } from './office-helpers.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let smtpPort: number;

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const address = smtp.server.address();
      smtpPort = typeof address === 'object' && address ? address.port : 0;
      resolve();
    });
  });
}

/** A loopback port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** The text of a one-part message, decoded from its transfer encoding. */
function bodyText(raw: string): string {
  const blank = /\r?\n\r?\n/.exec(raw);
  const head = blank ? raw.slice(0, blank.index) : raw;
  const body = blank ? raw.slice(blank.index + blank[0].length) : '';
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

let server: TestServer;
let unreachable: TestServer;
let world: OfficeWorld;
beforeAll(async () => {
  await startSmtp();
  const mailer = await smtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'Lamaa <office@lamaa.test>');
  server = await openTestServer({ mail: { mailer, publicUrl: 'https://wash.example' } });
  world = await officeWorld(server);
  const dead = await smtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'office@lamaa.test');
  unreachable = await openTestServer({ mail: { mailer: dead, publicUrl: undefined } });
});
afterAll(async () => {
  await Promise.all([server.close(), unreachable.close()]);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

interface LinkAnswer {
  token: string;
  path: string;
  mail: string;
}

const hire = (target: TestServer, token: string, email: string) =>
  target.call<{ data: { id: number }; password_link: LinkAnswer }>(
    'POST',
    '/api/office/employees',
    {
      token,
      json: {
        name: { en: 'Salma Haddad', ar: 'سلمى حداد' },
        email,
        role: 'cashier',
        branch_id: world.ownBranch,
      },
    },
  );

describe('with a mail server', () => {
  it('e-mails the new employee their whole link, in English and Arabic', async () => {
    const answer = await hire(server, world.tokens.owner, 'salma@lamaa.demo');
    expect(answer.status).toBe(201);
    expect(answer.body.password_link.mail).toBe('sent');
    const message = received.find((mail) => mail.to.includes('salma@lamaa.demo'));
    expect(message?.from).toBe('office@lamaa.test');
    const text = bodyText(message?.raw ?? '');
    expect(text).toContain(`https://wash.example${answer.body.password_link.path}`);
    expect(text).toContain('Hello Salma Haddad,');
    expect(text).toContain('مرحبًا سلمى حداد،');
  });

  it('e-mails a new link, and the mailed one is the one that works', async () => {
    const hired = await hire(server, world.tokens.owner, 'rami@lamaa.demo');
    const again = await server.call<{ data: LinkAnswer }>(
      'POST',
      `/api/office/employees/${hired.body.data.id}/password-link`,
      { token: world.tokens.owner },
    );
    expect(again.status).toBe(201);
    expect(again.body.data.mail).toBe('sent');
    const mails = received.filter((mail) => mail.to.includes('rami@lamaa.demo'));
    expect(mails).toHaveLength(2);
    expect(bodyText(mails[1]?.raw ?? '')).toContain(again.body.data.token);
    const set = await server.call('POST', '/api/pos/set-password', {
      json: { token: again.body.data.token, password: 'a-long-password-1' },
    });
    expect(set.status).toBe(200);
  });
});

describe('with a mail server that cannot be reached', () => {
  it('still hires, answers the link as not mailed, and the link works', async () => {
    const owner = await unreachable.login('owner');
    const answer = await hire(unreachable, owner, 'huda@lamaa.demo');
    expect(answer.status).toBe(201);
    expect(answer.body.password_link.mail).toBe('failed');
    const set = await unreachable.call('POST', '/api/pos/set-password', {
      json: { token: answer.body.password_link.token, password: 'a-long-password-1' },
    });
    expect(set.status).toBe(200);
  });
});
