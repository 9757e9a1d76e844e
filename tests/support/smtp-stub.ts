import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** Body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface SmtpStub {
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with this SMTP error. */
  failWith: string | null;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on a free local port that records what it is sent (and hands each message to `onMessage`). */
export async function startSmtpStub(onMessage?: (mail: ReceivedMail) => void): Promise<SmtpStub> {
  const stub: SmtpStub = { url: '', received: [], failWith: null, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        if (stub.failWith) return callback(Object.assign(new Error(stub.failWith), { responseCode: 451 }));
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: head.match(/^Subject: (.*)$/m)?.[1] ?? '',
          text: decodeQuotedPrintable(rest.join('\n\n')),
        };
        stub.received.push(mail);
        onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  stub.url = `smtp://127.0.0.1:${port}?ignoreTLS=1`;
  stub.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stub;
}
