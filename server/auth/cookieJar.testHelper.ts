/**
 * Test-only: the cookie jar of the test browsers (by name, enough for one origin), with every
 * Set-Cookie line received kept in order.
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie line received, in order. */
  readonly setCookieLines: string[] = [];

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps what Set-Cookie lines set, and forgets what they expire or empty. */
  receive(lines: readonly string[]): void {
    for (const line of lines) {
      this.setCookieLines.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
  }
}
