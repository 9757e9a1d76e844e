import type { ReactNode } from 'react';
import { Download, FilePen, FileText, MessagesSquare } from 'lucide-react';
import { downloadAgreementPdf, downloadQuotePdf } from '#shared/contracts/quote/quotes.endpoints.ts';
import { CallButton } from '../../components/site/call-button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { endpointUrl } from '../../lib/api-fetch.ts';
import { useSite } from '../../lib/site-context.tsx';
import { ConsultationRequest } from './consultation-request.tsx';

interface Props {
  leadId: string;
  /**
   * Where the link to accept online was e-mailed (never the link: accepting proves control of the quote's
   * e-mail, decision 0033); masked on the quote's shareable page (decision 0038).
   */
  acceptLinkSentTo?: string | undefined;
  headingLevel: 'h3' | 'h4';
}

const fullWidthOnPhone = 'max-sm:w-full max-sm:whitespace-normal max-sm:text-center';

/**
 * The two ways on from a quote, told apart (issue 30): the main one in the brand's panel with the
 * primary button, the other plain with an outlined one; then the quote PDF to keep. Accepting online is
 * the main one only when the site sends e-mail: its link exists only in the quote's mailbox (decision
 * 0033), so without e-mail (decision 0041) nothing is promised and talking to us leads.
 */
export function NextSteps({ leadId, acceptLinkSentTo, headingLevel }: Props) {
  const { emailDelivery } = useSite().capabilities;
  const quoteUrl = endpointUrl(downloadQuotePdf, { params: { leadId } });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 print:hidden">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
        {emailDelivery ? (
          <>
            <AcceptOnline leadId={leadId} acceptLinkSentTo={acceptLinkSentTo} headingLevel={headingLevel} />
            <TalkToUs leadId={leadId} headingLevel={headingLevel} main={false} />
          </>
        ) : (
          <>
            <TalkToUs leadId={leadId} headingLevel={headingLevel} main />
            <ReadTheAgreement leadId={leadId} headingLevel={headingLevel} />
          </>
        )}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
        Keep a copy of this quote:
        <a href={quoteUrl} download className={buttonClasses({ variant: 'outline', size: 'md' })}>
          <Download aria-hidden />
          Download Quote PDF
        </a>
      </p>
    </div>
  );
}

interface StepProps {
  id: string;
  main: boolean;
  icon: ReactNode;
  title: string;
  headingLevel: 'h3' | 'h4';
  children: ReactNode;
}

/** One way on: the main one bordered and tinted in the brand colour, the other plain. */
function Step({ id, main, icon, title, headingLevel: Heading, children }: StepProps) {
  return (
    <section
      aria-labelledby={id}
      className={
        main
          ? 'flex flex-col gap-3 rounded-xl border-2 border-brand-600 bg-brand-50 p-5'
          : 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5'
      }
    >
      <Heading id={id} className={`flex items-center gap-2 text-lg font-semibold ${main ? 'text-brand-900' : 'text-slate-900'}`}>
        {icon}
        {title}
      </Heading>
      {children}
    </section>
  );
}

function AgreementDownload({ leadId, main }: { leadId: string; main: boolean }) {
  return (
    <a
      href={endpointUrl(downloadAgreementPdf, { params: { leadId } })}
      download
      className={buttonClasses({ variant: main ? 'primary' : 'outline', className: `mt-auto self-start ${fullWidthOnPhone}` })}
    >
      <Download aria-hidden />
      Download Service Agreement
    </a>
  );
}

function AcceptOnline({
  leadId,
  acceptLinkSentTo,
  headingLevel,
}: {
  leadId: string;
  acceptLinkSentTo?: string | undefined;
  headingLevel: 'h3' | 'h4';
}) {
  return (
    <Step
      id={`accept-online-${leadId}`}
      main
      icon={<FilePen className="size-5 shrink-0" aria-hidden />}
      title="Ready to go ahead? Accept online"
      headingLevel={headingLevel}
    >
      <p className="text-sm leading-relaxed text-slate-800">
        {acceptLinkSentTo ? (
          <>
            A link to accept online was e-mailed to <strong className="font-semibold [overflow-wrap:anywhere]">{acceptLinkSentTo}</strong>
            .{' '}
          </>
        ) : (
          'The link to accept online comes by e-mail to the address on the quote. '
        )}
        Open it to accept the service agreement instead of signing on paper. We then confirm your start date and crew after the free
        walk-through.
      </p>
      <AgreementDownload leadId={leadId} main />
    </Step>
  );
}

function TalkToUs({ leadId, headingLevel, main }: { leadId: string; headingLevel: 'h3' | 'h4'; main: boolean }) {
  const icon = <MessagesSquare className={`size-5 shrink-0 ${main ? '' : 'text-slate-600'}`} aria-hidden />;
  return main ? (
    <Step id={`consultation-${leadId}`} main icon={icon} title="Ready to go ahead? Talk to us" headingLevel={headingLevel}>
      <p className="text-sm leading-relaxed text-slate-800">
        Ask for a free consultation or call us at <PhoneLink className="font-semibold text-brand-800 underline" />. We answer your
        questions, walk through your building with you free of charge, and sign the service agreement with you there.
      </p>
      <div className="mt-auto flex flex-col gap-3">
        <ConsultationRequest leadId={leadId} main />
        <CallButton size="md" className={`self-start ${fullWidthOnPhone}`} />
      </div>
    </Step>
  ) : (
    <Step id={`consultation-${leadId}`} main={false} icon={icon} title="Questions first? Talk to us" headingLevel={headingLevel}>
      <p className="text-sm leading-relaxed text-slate-700">
        Not ready to accept? Ask for a free consultation: our team calls you within 24 hours to answer your questions and book the
        walk-through. Nothing is signed.
      </p>
      <div className="mt-auto flex flex-col gap-3">
        <ConsultationRequest leadId={leadId} />
      </div>
    </Step>
  );
}

/** Without e-mail no accept link can reach the client (decision 0033): the agreement is there to read, and is signed with us. */
function ReadTheAgreement({ leadId, headingLevel }: { leadId: string; headingLevel: 'h3' | 'h4' }) {
  return (
    <Step
      id={`agreement-${leadId}`}
      main={false}
      icon={<FileText className="size-5 shrink-0 text-slate-600" aria-hidden />}
      title="Read the service agreement"
      headingLevel={headingLevel}
    >
      <p className="text-sm leading-relaxed text-slate-700">
        This site sends no e-mail at the moment, so no link to accept online was sent to you. Read the agreement before we meet: you sign it
        with us after the free walk-through.
      </p>
      <AgreementDownload leadId={leadId} main={false} />
    </Step>
  );
}
