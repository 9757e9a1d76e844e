/**
 * The company profile shown on every page (header, footer, structured data).
 * It is configuration, not code: the server reads it from the environment and
 * hands it to the pages it renders.
 */
export interface CompanyProfile {
  name: string;
  /** Display form, e.g. "(612) 555-0142". */
  phone: string;
  /** E.164 form for tel: links, e.g. "+16125550142". */
  phoneE164: string;
  salesEmail: string;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  socialUrl: string;
  /** The year the company was founded: the one fact every "years in business" on the site is counted from. */
  foundedYear: number;
}

/** The founding year when a stored profile predates the field (and the COMPANY_FOUNDED_YEAR default). */
export const DEFAULT_FOUNDED_YEAR = 2009;

/** Years in business in the year of `at` (2009 to 2026: 17), counted from the profile's founding year. */
export function yearsInBusiness(company: Pick<CompanyProfile, 'foundedYear'>, at: Date): number {
  return Math.max(0, at.getFullYear() - company.foundedYear);
}

export function telHref(company: CompanyProfile): string {
  return `tel:${company.phoneE164}`;
}

export function formatAddress(company: CompanyProfile): string {
  const a = company.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** The company works in Minnesota: its days, years and business hours are Central time. */
export const COMPANY_TIME_ZONE = 'America/Chicago';
