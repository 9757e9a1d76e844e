/** One attachment of a received message: its headers (unfolded, names lower-cased) and decoded text. */
export interface ReceivedAttachment {
  headers: Record<string, string>;
  text: string;
}

function decode(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * The attachment named `filename` of a raw multipart message as the SMTP stub received it, decoded
 * (base64, quoted-printable or plain), or undefined when there is none. Enough MIME for the mails
 * nodemailer writes: one level of parts under the top boundary.
 */
export function attachmentOf(raw: string, filename: string): ReceivedAttachment | undefined {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return undefined;
  for (const part of raw.split(`--${boundary}`)) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const headers = headersOf(part.slice(0, split.index));
    const disposition = `${headers['content-disposition'] ?? ''} ${headers['content-type'] ?? ''}`;
    if (!new RegExp(`name="?${filename.replace('.', '\\.')}"?`, 'i').test(disposition)) continue;
    return { headers, text: decode(part.slice(split.index + split[0].length).trim(), headers['content-transfer-encoding'] ?? '7bit') };
  }
  return undefined;
}
