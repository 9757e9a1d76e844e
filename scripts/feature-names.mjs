// One feature, one name (issue 32): every `src/client/features/X` and `src/server/modules/X` has a contract
// named X in `src/shared/contracts` (X.ts, X.endpoints.ts or a folder X/), so a feature is found by one
// word in all three layers. The few that have no contract of their own say why here.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const FEATURE_NAME_EXCEPTIONS = {
  'client/features/home': 'the public home page: content and the quote island (the quote contract)',
  'client/features/areas': 'the public service-area pages: content, no calls of their own',
  'client/features/marketing': 'public marketing sections shared by content pages: no calls',
  'client/features/window-cleaning': 'the public window-cleaning page: content and a form posting through the quote contract',
  'client/features/customer-portal': "the customer's portal: composes billing, feedback, self-service and customer-quality",
  'client/features/employee-portal': "the employee's portal: composes time, inspections and operations",
  'server/modules/accounts': 'user records shared below auth and users (no calls of its own)',
  'server/modules/content': 'the content revision that page caches key on (no calls)',
  'server/modules/numbering': 'gap-free number sequences used by quotes, invoices and references (no calls)',
  'server/modules/seo': 'the sitemap and RSS documents (XML, not JSON contracts)',
};

const names = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each `client/features/X` or `server/modules/X` without a contract X and not excepted, as 'layer/X'. */
export function misnamedFeatures(srcDir, exceptions = FEATURE_NAME_EXCEPTIONS) {
  const contractsDir = path.join(srcDir, 'shared/contracts');
  const contracts = new Set(
    readdirSync(contractsDir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? entry.name : entry.name.replace(/(\.endpoints)?(\.test)?\.ts$/, ''),
    ),
  );
  return ['client/features', 'server/modules'].flatMap((layer) =>
    names(path.join(srcDir, layer))
      .map((name) => `${layer}/${name}`)
      .filter((feature) => !contracts.has(path.basename(feature)) && !(feature in exceptions)),
  );
}

/** Exceptions that name nothing any more (a renamed or removed folder): the list stays short and true. */
export function staleExceptions(srcDir, exceptions = FEATURE_NAME_EXCEPTIONS) {
  return Object.keys(exceptions).filter((feature) => {
    const [side, layer, name] = feature.split('/');
    return !names(path.join(srcDir, side, layer)).includes(name);
  });
}
