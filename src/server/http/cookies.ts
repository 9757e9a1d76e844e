/** The value of the cookie named `name` in a request's Cookie header, if it is there. */
export function cookieNamed(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
