/**
 * An e-mail address as a page anyone with its link may read: the first letter and the domain,
 * "m***@lakeside.example" (decision 0038). Enough for the quote's owner to know which mailbox to look
 * in; too little for whoever the link was shared with to learn or use the address. Undefined for an
 * address with no name or domain to keep.
 */
export function maskedEmail(address: string): string | undefined {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return undefined;
  return `${trimmed[0]}***${trimmed.slice(at)}`;
}
