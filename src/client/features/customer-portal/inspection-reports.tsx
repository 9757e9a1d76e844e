import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck, Download, LoaderCircle, Mail, MailX } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import {
  downloadCustomerInspectionPdf,
  getCustomerInspection,
  listCustomerInspections,
  setInspectionReportEmail,
} from '#shared/contracts/customer-quality.endpoints.ts';
import type { CustomerInspection, CustomerInspections, InspectedSite, InspectionSummary } from '#shared/contracts/customer-quality.ts';
import { inspectionPhotoUrl } from '#shared/contracts/inspections.ts';
import { inspectionRatingLabels } from '#shared/domain/inspections.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { BarChart } from '../../components/ui/charts/bar-chart.tsx';
import { Dialog, DialogCloseCorner, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { ListPager } from '../../components/ui/pager.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { downloadFromApi } from '../../lib/api-download.ts';
import { apiRequest } from '../../lib/api-fetch.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { pageOf } from '../../lib/list-page.ts';
import { useSite } from '../../lib/site-context.tsx';
import { customerTabHref } from './customer-tabs.ts';
import { EmptyNote, ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { formatVisitTime } from './portal-format.ts';
import { shortMonth } from './visits-chart.tsx';

const PAGE_SIZE = 10;
const percent = (value: number | null) =>
  value === null ? 'N/A' : `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value)}%`;

/** The mean of the sites' targets (one number for the chart's target line). */
function targetLine(sites: readonly InspectedSite[]): number | null {
  if (sites.length === 0) return null;
  return Math.round((sites.reduce((sum, site) => sum + site.targetPercent, 0) / sites.length) * 10) / 10;
}

function ScoreBadge({ score, target }: { score: number | null; target: number }) {
  if (score === null) return <Badge variant="secondary">Nothing rated</Badge>;
  return score >= target ? <Badge variant="success">Met target</Badge> : <Badge variant="warning">Under target</Badge>;
}

/**
 * The score trend (issue 33, decision 0046): the mean inspection score of each month that had an
 * inspection, oldest first, a bar each, the target in words. The back office's SVG charts (a hidden
 * table of every point); bars rather than a line, which says nothing while there is one month.
 */
export function ScoreTrendSection() {
  const read = useQuery(apiQuery(listCustomerInspections));
  const title = 'Inspection scores';
  const description = 'The average score of our inspections of your sites each month, against the target.';
  if (read.isPending)
    return (
      <PortalSection title={title} description={description}>
        <ListSkeleton label="Loading your inspection scores…" rows={2} />
      </PortalSection>
    );
  if (read.isError)
    return (
      <PortalSection title={title} description={description}>
        <ReadError title="Your inspection scores could not be loaded" read={read} />
      </PortalSection>
    );
  const months = read.data.trend.filter((m) => m.averagePercent !== null);
  const target = targetLine(read.data.sites);
  return (
    <PortalSection title={title} description={description}>
      {months.length === 0 ? (
        <EmptyNote>No inspections in these months yet. A supervisor inspects each site about once a month; the scores show here.</EmptyNote>
      ) : (
        <div className="p-5">
          <BarChart
            title="Average inspection score by month"
            description={`Months with an inspection, oldest first${target === null ? '' : `; your target is ${percent(target)}`}.`}
            data={months.map((m) => ({ label: shortMonth(m.month), value: m.averagePercent ?? 0 }))}
            valueName="Average score"
            format={(value) => percent(value)}
            axisLabels={6}
            slots={12}
          />
        </div>
      )}
    </PortalSection>
  );
}

/** A blob as a data: URL (the pages' CSP allows data: images, not blob: ones). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** A photo the API serves to a signed-in user: fetched with the token (an <img> cannot carry it) and shown from memory. */
function InspectionPhoto({ id, alt }: { id: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    apiRequest('GET', inspectionPhotoUrl(id))
      .then((res) => res.blob())
      .then(dataUrlOf)
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [id]);
  if (failed) return <p className="text-sm text-slate-600">The photo could not be loaded.</p>;
  if (!src) return <Skeleton className="size-32 rounded-md" />;
  return <img src={src} alt={alt} className="size-32 rounded-md border border-slate-200 object-cover" />;
}

function PdfButton({ inspection }: { inspection: Pick<InspectionSummary, 'id' | 'siteName'> }) {
  const [pending, setPending] = useState(false);
  async function download() {
    if (pending) return;
    setPending(true);
    try {
      await downloadFromApi(downloadCustomerInspectionPdf, { params: { id: inspection.id } }, `inspection-report-${inspection.id}.pdf`);
    } catch (error) {
      toast({ title: 'PDF Not Downloaded', description: callErrorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="outline" size="sm" className="min-h-11" onClick={() => void download()} aria-disabled={pending || undefined}>
      {pending ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden /> : <Download aria-hidden />}
      PDF<span className="sr-only"> of the inspection report {inspection.id}</span>
    </Button>
  );
}

const actionStatus: Record<CustomerInspection['actions'][number]['status'], string> = {
  open: 'Open',
  closed: 'Fixed',
  verified: 'Fixed and verified',
};

function ReportBody({ report }: { report: CustomerInspection }) {
  const failed = report.items.filter((item) => item.failed);
  return (
    <div className="grid gap-5 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-3xl font-bold text-brand-700 tabular-nums">{percent(report.scorePercent)}</p>
        <div>
          <ScoreBadge score={report.scorePercent} target={report.targetPercent} />
          <p className="mt-1 text-slate-600">
            Target {report.targetPercent}% · {report.earnedPoints} of {report.possiblePoints} points (N/A not counted)
          </p>
        </div>
      </div>
      <section aria-label="Areas">
        <h3 className="mb-2 font-semibold text-slate-900">Areas</h3>
        <ul className="grid gap-1 sm:grid-cols-2">
          {report.areas.map((area) => (
            <li key={area.label} className="flex justify-between gap-3 rounded-md bg-slate-50 px-3 py-1.5">
              <span>{area.label}</span>
              <span className="font-semibold tabular-nums">{percent(area.scorePercent)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Failed items">
        <h3 className="mb-2 font-semibold text-slate-900">Failed items</h3>
        {failed.length === 0 ? (
          <p className="text-slate-600">No item failed.</p>
        ) : (
          <ul className="grid gap-3">
            {failed.map((item) => (
              <li key={item.itemId} className="grid gap-2 rounded-md border border-slate-200 p-3">
                <p>
                  <span className="font-medium text-slate-900">
                    {item.areaLabel}: {item.itemLabel}
                  </span>{' '}
                  <Badge variant={item.rating === 'poor' ? 'warning' : 'secondary'}>{inspectionRatingLabels[item.rating]}</Badge>
                </p>
                {item.note ? <p className="text-slate-700">{item.note}</p> : null}
                {item.photoIds.length > 0 ? (
                  <div className="flex flex-wrap gap-2">
                    {item.photoIds.map((id, index) => (
                      <InspectionPhoto key={id} id={id} alt={`${item.itemLabel}, photo ${index + 1}`} />
                    ))}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Corrective actions">
        <h3 className="mb-2 font-semibold text-slate-900">Corrective actions</h3>
        {report.actions.length === 0 ? (
          <p className="text-slate-600">None needed.</p>
        ) : (
          <ul className="grid gap-2">
            {report.actions.map((action) => (
              <li key={action.id} className="grid gap-1 rounded-md bg-slate-50 p-3">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{action.title}</span>
                  <Badge variant={action.status === 'open' ? 'outline' : 'success'}>{actionStatus[action.status]}</Badge>
                </p>
                <p className="text-slate-600">
                  {action.closedAt
                    ? `Fixed ${formatVisitTime(action.closedAt)}${action.closedNote ? `: ${action.closedNote}` : ''}`
                    : `Due ${formatVisitTime(action.dueAt)}`}
                  {action.verifiedAt ? ` · verified ${formatVisitTime(action.verifiedAt)}` : ''}
                </p>
                {action.photoIds.length > 0 ? (
                  <div className="flex flex-wrap gap-2">
                    {action.photoIds.map((id, index) => (
                      <InspectionPhoto key={id} id={id} alt={`The fix of ${action.title}, photo ${index + 1}`} />
                    ))}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ReportDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const report = useQuery(apiQuery(getCustomerInspection, { params: { id } }));
  const r = report.data;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogCloseCorner />
        <DialogHeader>
          <DialogTitle>{r ? `Inspection of ${r.siteName}` : 'Inspection report'}</DialogTitle>
          <DialogDescription>{r ? `${formatVisitTime(r.inspectedAt)} · inspected by ${r.inspectorName}` : 'Loading…'}</DialogDescription>
        </DialogHeader>
        {report.isPending ? (
          <ListSkeleton label="Loading the report…" rows={4} />
        ) : report.isError ? (
          <ReadError title="The report could not be loaded" read={report} />
        ) : (
          <>
            <ReportBody report={report.data} />
            <div>
              <PdfButton inspection={report.data} />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function InspectionRow({ inspection, onOpen }: { inspection: InspectionSummary; onOpen: () => void }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-5 py-4">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="font-semibold text-slate-900">
          {inspection.siteName} · {formatVisitTime(inspection.inspectedAt)}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <span className="font-semibold tabular-nums">{percent(inspection.scorePercent)}</span>
          <span>target {inspection.targetPercent}%</span>
          <ScoreBadge score={inspection.scorePercent} target={inspection.targetPercent} />
        </p>
        <p className="text-slate-600">
          Inspected by {inspection.inspectorName} ·{' '}
          {inspection.failedItems === 0
            ? 'no item failed'
            : `${inspection.failedItems} failed ${inspection.failedItems === 1 ? 'item' : 'items'}, ${inspection.actionsFixed} of ${inspection.actions} fixed`}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" className="min-h-11" onClick={onOpen}>
          <ClipboardCheck aria-hidden />
          View report<span className="sr-only"> of {formatVisitTime(inspection.inspectedAt)}</span>
        </Button>
        <PdfButton inspection={inspection} />
      </div>
    </li>
  );
}

function ReportEmailChoice({ site }: { site: InspectedSite }) {
  const queryClient = useQueryClient();
  const read = apiQuery(listCustomerInspections);
  const save = useMutation({
    mutationFn: (reportEmail: boolean) => callApi(setInspectionReportEmail, { params: { id: site.id }, body: { reportEmail } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<CustomerInspections>(read.queryKey, (old) =>
        old ? { ...old, sites: old.sites.map((s) => (s.id === saved.id ? saved : s)) } : old,
      );
      toast({ title: saved.reportEmail ? `Reports of ${saved.name} will be e-mailed to you` : `No more report e-mails for ${saved.name}` });
    },
    onError: (error) => toast({ title: 'Not Saved', description: callErrorMessage(error), variant: 'destructive' }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
      <p className="flex items-center gap-2 text-slate-800">
        {site.reportEmail ? (
          <Mail className="size-4 text-brand-700" aria-hidden />
        ) : (
          <MailX className="size-4 text-slate-500" aria-hidden />
        )}
        <span>
          <span className="font-medium">{site.name}</span>:{' '}
          {site.reportEmail ? 'each report is e-mailed to you' : 'reports are not e-mailed'}
        </span>
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11"
        aria-disabled={save.isPending || undefined}
        onClick={() => {
          if (!save.isPending) save.mutate(!site.reportEmail);
        }}
      >
        {save.isPending ? 'Saving…' : site.reportEmail ? 'Stop e-mailing reports' : 'E-mail me each report'}
        <span className="sr-only"> of {site.name}</span>
      </Button>
    </li>
  );
}

/**
 * The Reports tab's inspections (issue 33; the spec leaves the tab empty): each inspection of the
 * customer's sites with its score against the target, the full report (areas, failed items with
 * photos, corrective actions and when fixed) and its PDF; and, per site, whether each report is
 * e-mailed. `?inspection=<id>` (the e-mail's link) opens that report.
 */
export function InspectionsSection() {
  const read = useQuery(apiQuery(listCustomerInspections));
  const { emailDelivery } = useSite().capabilities;
  const search = useSearch();
  const [, navigate] = useLocation();
  const linked = Number(new URLSearchParams(search).get('inspection'));
  const [open, setOpen] = useState<number | null>(Number.isInteger(linked) && linked > 0 ? linked : null);
  const [page, setPage] = useState(1);
  const close = () => {
    setOpen(null);
    if (new URLSearchParams(search).has('inspection')) navigate(customerTabHref('reports'), { replace: true });
  };

  let body;
  if (read.isPending) body = <ListSkeleton label="Loading your inspection reports…" rows={3} />;
  else if (read.isError) body = <ReadError title="Your inspection reports could not be loaded" read={read} />;
  else if (read.data.inspections.length === 0)
    body = <EmptyNote>No inspections in the last 12 months yet. Each inspection of your sites is reported here, with its PDF.</EmptyNote>;
  else {
    const shown = pageOf(read.data.inspections, page, PAGE_SIZE);
    body = (
      <>
        <ul aria-label="Inspection reports" className="divide-y divide-slate-200">
          {shown.items.map((inspection) => (
            <InspectionRow key={inspection.id} inspection={inspection} onOpen={() => setOpen(inspection.id)} />
          ))}
        </ul>
        <ListPager label="Inspection report pages" shown={shown} onPageChange={setPage} />
      </>
    );
  }

  return (
    <PortalSection
      title="Inspection reports"
      description="Our supervisors inspect your sites with a checklist: the score, what failed and how each fix went, newest first."
    >
      {body}
      {read.data && read.data.sites.length > 0 ? (
        <Card className="m-5 mt-0 shadow-none">
          <h3 className="px-5 pt-4 text-sm font-semibold text-slate-900">Report e-mails</h3>
          {emailDelivery ? null : (
            // Decision 0041: no promise of an e-mail the site cannot send; the choice is kept for later.
            <p className="px-5 pt-1 text-sm text-slate-600">
              This site sends no e-mail at the moment: each report is here as soon as it is done, and your choice below starts once e-mail
              is set up.
            </p>
          )}
          <ul aria-label="Report e-mails" className="divide-y divide-slate-100">
            {read.data.sites.map((site) => (
              <ReportEmailChoice key={site.id} site={site} />
            ))}
          </ul>
        </Card>
      ) : null}
      {open !== null ? <ReportDialog id={open} onClose={close} /> : null}
    </PortalSection>
  );
}
