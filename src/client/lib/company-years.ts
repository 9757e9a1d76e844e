import { yearsInBusiness } from '#shared/domain/company.ts';
import { useSite } from './site-context.tsx';

/** The company's years in business this year, from the profile's founding year (the one fact every page counts from). */
export function useYearsInBusiness(): number {
  return yearsInBusiness(useSite().company, new Date());
}
