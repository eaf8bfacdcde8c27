/**
 * A fake SMTP server for the tests: the mail server lies outside the product. It speaks as much
 * SMTP as nodemailer uses without TLS (EHLO, MAIL, RCPT, DATA, RSET, QUIT) on a free port, and
 * keeps every message it accepted, its text decoded, as the recipient's mail program would show it.
 */
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface FakeSmtp {
  /** SMTP_URL for the app. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('latin1');
    let to: string[] = [];
    let inData = false;
    let buffer = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    const answer = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') say('250 fake-smtp');
      else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') say('250 ok');
      else if (verb === 'RCPT') {
        to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        say('250 ok');
      } else if (verb === 'DATA') {
        inData = true;
        say('354 go ahead');
      } else if (verb === 'QUIT') {
        say('221 bye');
        socket.end();
      } else say('502 not implemented');
    };
    say('220 fake-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const end = buffer.indexOf(inData ? '\r\n.\r\n' : '\r\n');
        if (end < 0) return;
        const part = buffer.slice(0, end);
        if (inData) {
          buffer = buffer.slice(end + 5);
          received.push({ to, ...readMessage(part) });
          inData = false;
          to = [];
          say('250 accepted');
        } else {
          buffer = buffer.slice(end + 2);
          answer(part);
        }
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The subject and the decoded text of a single-part message, as nodemailer writes one. */
function readMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4).replace(/^\.\./gm, '.');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'latin1');
  return { subject: decodeWords(header('Subject')), text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), as a non-ASCII subject is sent. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
