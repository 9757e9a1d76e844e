import { useQuery } from '@tanstack/react-query';
import { MailCheck, MailX, TriangleAlert } from 'lucide-react';
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from '#shared/contracts/self-service.endpoints.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { unsubscribeLinkRead } from '../../app/route-reads.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { LoginCard } from '../../features/auth/login-card.tsx';
import { useSite } from '../../lib/site-context.tsx';

/** Where a customer chooses every message (e-mail and text) once signed in. */
const PORTAL_ACCOUNT = '/customer-dashboard?tab=account';

/**
 * /unsubscribe/:token: the one-click link of every e-mail to a customer (decisions 0049, 0054). Loaded on
 * the server, so its one button is a plain POST form to this address that works before or without the
 * script (the server answers this page again, now saying the e-mails are stopped); opening the link
 * changes nothing, so a mail scanner that follows it stops nothing.
 */
export function Page({ params }: PageProps) {
  const token = params['token'] ?? '';
  const link = useQuery(unsubscribeLinkRead(token));
  const company = useSite().company.name;

  if (link.isError || link.data === null) return <LinkCannotBeUsed />;
  if (!link.data) return null;
  const { stopped, sending } = link.data;

  if (!sending) {
    return (
      <AuthShell>
        <LoginCard icon={<MailCheck aria-hidden />} title="You are unsubscribed">
          <p role="status" className="text-center text-slate-700">
            {company} no longer sends you {stopped}. Changed your mind? Turn them back on in the Client Portal, under Account.
          </p>
          <a href={PORTAL_ACCOUNT} className={buttonClasses({ variant: 'outline', className: 'mt-6 w-full' })}>
            Open the Client Portal
          </a>
        </LoginCard>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <LoginCard
        icon={<MailX aria-hidden />}
        title="Stop these e-mails?"
        description={`From ${company}: ${stopped}.`}
        footer={<PortalLink />}
      >
        <p className="text-center text-slate-700">One press stops them. Your visits, and the other messages you chose, stay as they are.</p>
        <form method="post" action={`/unsubscribe/${token}`} className="mt-6">
          <Button type="submit" name="List-Unsubscribe" value="One-Click" className="w-full">
            Unsubscribe
          </Button>
        </form>
      </LoginCard>
    </AuthShell>
  );
}

function PortalLink() {
  return (
    <p className="text-center text-slate-600">
      Choose what we send you, by e-mail or text, in the{' '}
      <a href={PORTAL_ACCOUNT} className="font-medium text-brand-700 underline underline-offset-2">
        Client Portal
      </a>
      .
    </p>
  );
}

function LinkCannotBeUsed() {
  return (
    <AuthShell>
      <LoginCard icon={<TriangleAlert aria-hidden />} title="This link cannot be used" footer={<PortalLink />}>
        <p className="text-center text-slate-700">
          {UNSUBSCRIBE_LINK_INVALID_MESSAGE} Check that you opened the whole link from the e-mail.
        </p>
      </LoginCard>
    </AuthShell>
  );
}
