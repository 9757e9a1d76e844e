import { useState, type ReactNode } from 'react';
import type { PricingConstants } from '#shared/contracts/quote/pricing.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { ActionDueSetting } from '../../features/inspections/action-due-setting.tsx';
import { TemplateEditor } from '../../features/inspections/template-editor.tsx';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { AdminTwoFactorSetting } from '../../features/settings/admin-two-factor-setting.tsx';
import { CompanyForm } from '../../features/settings/company-form.tsx';
import { DataExport } from '../../features/settings/data-export.tsx';
import { NotificationChannels } from '../../features/settings/notification-channels.tsx';
import { PricingEditor } from '../../features/settings/pricing-editor.tsx';
import { PricingVersionsList } from '../../features/settings/pricing-versions.tsx';
import { TimeEntrySetting } from '../../features/settings/time-entry-setting.tsx';
import { useCompanySettings, usePricingConfig, usePricingVersions } from '../../features/settings/use-settings.ts';

/** /admin/settings (decisions 0024, 0030): the company profile, the notice channels, the pricing constants and the data export. */
export function Page() {
  // An older version loaded into the editor ("restore as new"); the nonce remounts the editor on each load.
  const [restored, setRestored] = useState<{ version: number; constants: PricingConstants; nonce: number } | null>(null);
  return (
    <PortalPage
      title="System Settings"
      description="The company profile every page, quote and invoice shows, where notices of new leads and messages go, and the prices the quote forms use."
    >
      <SettingsCard
        id="company"
        title="Company profile"
        description="Name, phone, e-mail, address and social page, as the public site shows them."
      >
        <CompanySection />
      </SettingsCard>
      <SettingsCard
        id="notifications"
        title="Notification channels"
        description="Where the company hears of new leads and contact messages. Credentials stay in the server’s settings."
      >
        <NotificationChannels />
      </SettingsCard>
      <SettingsCard
        id="security"
        title="Two-factor sign-in for administrators"
        description="Whether every administrator must confirm sign-ins with an authenticator app."
      >
        <AdminTwoFactorSetting />
      </SettingsCard>
      <SettingsCard
        id="time-entries"
        title="Manual time entries"
        description="How far back employees may add time they forgot to clock, from the employee portal."
      >
        <TimeEntrySetting />
      </SettingsCard>
      <SettingsCard
        id="pricing"
        title="Pricing"
        description="Every constant of the pricing model. A save adds a version; leads keep the version they were priced with."
      >
        <PricingSection restored={restored} onSaved={() => setRestored(null)} />
      </SettingsCard>
      <SettingsCard
        id="pricing-versions"
        title="Pricing versions"
        description="Who saved each version, when, and how many leads it priced."
      >
        <VersionsSection
          onRestore={(version, constants) => {
            setRestored((r) => ({ version, constants, nonce: (r?.nonce ?? 0) + 1 }));
            document.getElementById('pricing-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        />
      </SettingsCard>
      <SettingsCard
        id="inspection-checklists"
        title="Inspection checklists"
        description="Each facility type’s areas and items, and the points per rating. A save adds a version; inspections already done keep the one they were scored with. A site’s own changes are on the Quality screen."
      >
        <TemplateEditor />
      </SettingsCard>
      <SettingsCard
        id="corrective-actions"
        title="Corrective actions"
        description="When a failed inspection item or a customer’s problem report becomes a corrective action for the site’s crew, it is due this many hours later."
      >
        <ActionDueSetting />
      </SettingsCard>
      <SettingsCard
        id="data-export"
        title="Data export"
        description="The company’s records as CSV files for a spreadsheet or an accountant, each with today’s date in its name. No passwords or other secrets are included."
      >
        <DataExport />
      </SettingsCard>
    </PortalPage>
  );
}

function SettingsCard({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    // The id is the anchor links use (the dashboard's failed-notifications task: #notifications).
    <Card id={id} role="region" aria-labelledby={`${id}-heading`} className="scroll-mt-20">
      <CardHeader>
        <CardTitle as="h2" id={`${id}-heading`}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function CompanySection() {
  const company = useCompanySettings();
  if (company.isPending) return <Skeleton className="h-64" />;
  if (company.isError)
    return (
      <LoadError
        title="The company profile could not be loaded"
        message={callErrorMessage(company.error)}
        onRetry={() => void company.refetch()}
        retrying={company.isFetching}
      />
    );
  return <CompanyForm settings={company.data} />;
}

function PricingSection({
  restored,
  onSaved,
}: {
  restored: { version: number; constants: PricingConstants; nonce: number } | null;
  onSaved: () => void;
}) {
  const pricing = usePricingConfig();
  if (pricing.isPending) return <Skeleton className="h-96" />;
  if (pricing.isError)
    return (
      <LoadError
        title="The pricing could not be loaded"
        message={callErrorMessage(pricing.error)}
        onRetry={() => void pricing.refetch()}
        retrying={pricing.isFetching}
      />
    );
  // A new version (saved here or, after Reload, by someone else) opens a fresh editor on its values.
  return (
    <PricingEditor
      key={`${pricing.data.version}-${restored?.nonce ?? 0}`}
      config={pricing.data}
      restored={restored ?? undefined}
      onReload={() => void pricing.refetch()}
      onSaved={onSaved}
    />
  );
}

function VersionsSection({ onRestore }: { onRestore: (version: number, constants: PricingConstants) => void }) {
  const versions = usePricingVersions();
  if (versions.isPending) return <Skeleton className="h-32" />;
  if (versions.isError)
    return (
      <LoadError
        title="The versions could not be loaded"
        message={callErrorMessage(versions.error)}
        onRetry={() => void versions.refetch()}
        retrying={versions.isFetching}
      />
    );
  return <PricingVersionsList versions={versions.data.versions} onRestore={onRestore} />;
}
