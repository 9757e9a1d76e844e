import nodemailer, { type Transporter } from 'nodemailer';

/** A file sent with a message (an appointment's .ics): its text and media type. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  /** 'base64' when `content` is binary written as base64 (a PDF); plain text otherwise. */
  encoding?: 'base64';
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe on a customer message, decision 0049). */
  headers?: Record<string, string>;
  /**
   * Unique to this message (the outbox row's id): it becomes the Message-ID, the same on every attempt.
   * A message sent again after a crash between the server's acceptance and our record of it (the
   * outbox delivers at least once) is then the same message to mail systems that drop duplicates.
   */
  key?: string;
}

/** E-mail over SMTP. Without SMTP_URL it reports itself unconfigured and refuses to send. */
export interface Mailer {
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Without SMTP_URL it refuses to send. `timeoutMs` bounds connecting and the greeting together, and
 * each quiet stretch after them at twice that, so a server that refuses, hangs or drops the line
 * fails the send (with nodemailer's reason) instead of holding the outbox worker.
 */
export function createMailer(options: { smtpUrl?: string; from: string; timeoutMs: number }): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      send: () => Promise.reject(new Error('E-mail is not configured (set SMTP_URL)')),
      close: () => undefined,
    };
  }
  const { timeoutMs } = options;
  const url = new URL(options.smtpUrl);
  const transport: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Local test servers and some relays offer no TLS; ignoreTLS=1 in the URL allows plain SMTP.
    ignoreTLS: url.searchParams.get('ignoreTLS') === '1',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 2 * timeoutMs,
  });
  const idDomain = messageIdDomain(options.from);
  return {
    configured: true,
    async send({ key, ...message }) {
      await transport.sendMail({ from: options.from, ...message, ...(key ? { messageId: `<${key}@${idDomain}>` } : {}) });
    },
    close: () => transport.close(),
  };
}

/** The sender's domain (`"Name" <hello@example.com>` -> example.com), as a Message-ID's right-hand side. */
function messageIdDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim())?.[1];
  return domain ?? 'localhost';
}
