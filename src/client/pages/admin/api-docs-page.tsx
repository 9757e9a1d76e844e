import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { getOpenApiDocument } from '#shared/contracts/api-docs.endpoints.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiQuery, failureOf } from '../../lib/api-client.ts';
import { ApiOperationCard } from '../../features/api-docs/api-operation-card.tsx';
import { groupOperations } from '../../features/api-docs/openapi-operations.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';

/** Saves the document as a file: the JSON URL needs the bearer token, so a plain link would not work. */
function download(document: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: 'openapi.json' });
  link.click();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /admin/api-docs: the API as the server describes it (generated from the contracts), for admins and integrators. */
export function Page() {
  const docs = useQuery(apiQuery(getOpenApiDocument));
  const groups = useMemo(() => (docs.data ? groupOperations(docs.data) : []), [docs.data]);

  let body;
  if (docs.isError) {
    body = (
      <Card role="alert" className="p-5">
        <p className="text-slate-800">
          The API description could not be loaded{failureOf(docs.error).message ? `: ${failureOf(docs.error).message}` : '.'}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void docs.refetch()} disabled={docs.isFetching}>
          Try again
        </Button>
      </Card>
    );
  } else if (!docs.data) {
    body = (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  } else {
    body = (
      <>
        <nav aria-label="API sections" className="flex flex-wrap gap-2">
          {groups.map(({ tag, operations }) => (
            <a
              key={tag}
              href={`#api-${tag}`}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-brand-600"
            >
              {tag} ({operations.length})
            </a>
          ))}
        </nav>
        {groups.map(({ tag, operations }) => (
          <section key={tag} id={`api-${tag}`} aria-labelledby={`api-${tag}-heading`} className="scroll-mt-24">
            <h2 id={`api-${tag}-heading`} className="mb-3 text-lg font-semibold text-slate-900 capitalize">
              {tag}
            </h2>
            <ul className="grid gap-3">
              {operations.map((operation) => (
                <ApiOperationCard key={`${operation.method} ${operation.path}`} operation={operation} />
              ))}
            </ul>
          </section>
        ))}
      </>
    );
  }

  return (
    <PortalPage
      title="API Reference"
      description={
        docs.data
          ? `${docs.data.info.title}, version ${docs.data.info.version}: every call, who may make it, and its schemas.`
          : 'Every call, who may make it, and its schemas.'
      }
      actions={
        docs.data ? (
          <Button variant="outline" onClick={() => download(docs.data)}>
            <Download className="size-4" aria-hidden="true" /> Download openapi.json
          </Button>
        ) : null
      }
    >
      {body}
    </PortalPage>
  );
}
