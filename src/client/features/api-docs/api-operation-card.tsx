import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import type { ApiOperation } from './openapi-operations.ts';

const methodTone: Record<ApiOperation['method'], string> = {
  GET: 'bg-sky-100 text-sky-900',
  POST: 'bg-emerald-100 text-emerald-900',
  PUT: 'bg-amber-100 text-amber-900',
  PATCH: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-red-100 text-red-900',
};

function Schema({ label, schema }: { label: string; schema: unknown }) {
  return (
    <details className="mt-2 rounded-md border border-slate-200 bg-slate-50">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">{label}</summary>
      <pre className="max-h-96 overflow-auto border-t border-slate-200 p-3 text-xs leading-relaxed text-slate-800">
        {JSON.stringify(schema, null, 2)}
      </pre>
    </details>
  );
}

/** One endpoint: method, path, what it does, who may call it, and its schemas on demand. */
export function ApiOperationCard({ operation }: { operation: ApiOperation }) {
  const { method, path, summary, who, needsToken, parameters, requestBody, responses } = operation;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded px-2 py-0.5 font-mono text-xs font-bold', methodTone[method])}>{method}</span>
        <code className="font-mono text-sm break-all text-slate-900">{path}</code>
        {needsToken ? <Badge variant="outline">Bearer token</Badge> : <Badge variant="secondary">Public</Badge>}
      </div>
      <p className="mt-2 text-slate-800">{summary}</p>
      <p className="text-sm text-slate-600">{who}</p>
      {parameters.length > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Parameters:{' '}
          {parameters.map((p, i) => (
            <span key={`${p.where}-${p.name}`}>
              {i > 0 ? ', ' : null}
              <code className="font-mono">{p.name}</code> ({p.where}
              {p.required ? ', required' : ''})
            </span>
          ))}
        </p>
      ) : null}
      {requestBody !== undefined ? <Schema label="Request body (JSON Schema)" schema={requestBody} /> : null}
      {responses.map((r) => (
        <Schema key={r.status} label={`Answer ${r.status}${r.mediaType ? ` (${r.mediaType})` : ''}`} schema={r.schema ?? null} />
      ))}
    </li>
  );
}
