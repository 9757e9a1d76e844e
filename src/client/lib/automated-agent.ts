/**
 * Headless browsers and crawlers that run scripts. The server decides what
 * counts (and ignores these too); skipping them here only saves the requests.
 */
const AUTOMATED_AGENT = /headless|lighthouse|puppeteer|playwright|phantomjs|prerender|bot\/|crawler|spider|slurp|facebookexternalhit/i;

export function isAutomatedAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || AUTOMATED_AGENT.test(userAgent);
}
