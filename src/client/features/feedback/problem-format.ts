import type { AdminProblem } from '#shared/contracts/feedback.ts';
import { customerSummaryLabel } from '../../lib/directory.ts';

export const problemCustomer = (problem: AdminProblem) => customerSummaryLabel(problem.customer);

/** Where the problem's e-mail links: adminProblemPath in the feedback contract. */
export { adminProblemPath as problemPath } from '#shared/contracts/feedback.ts';

/** The first line or so of a description, for the list. */
export function excerpt(text: string, length = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}
