import nodemailer, { type Transporter } from 'nodemailer';

/** A file sent with a message (an appointment's .ics): its text and media type. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** E-mail over SMTP. Without SMTP_URL it reports itself unconfigured and refuses to send. */
export interface Mailer {
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      send: () => Promise.reject(new Error('E-mail is not configured (set SMTP_URL)')),
      close: () => undefined,
    };
  }
  const url = new URL(options.smtpUrl);
  const transport: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Local test servers and some relays offer no TLS; ignoreTLS=1 in the URL allows plain SMTP.
    ignoreTLS: url.searchParams.get('ignoreTLS') === '1',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
