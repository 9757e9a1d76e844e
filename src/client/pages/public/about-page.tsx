import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { Mail } from 'lucide-react';
import { aboutStats, aboutStory, coreValues, teamMembers } from '#shared/content/about.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { useSite } from '../../lib/site-context.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { StatGrid } from '../../components/ui/stat-grid.tsx';
import { cn } from '../../lib/cn.ts';
import { AboutBuildingIllustration } from '../../features/marketing/about-building-illustration.tsx';
import { CallButton } from '../../components/site/call-button.tsx';
import { FeatureIconCard } from '../../features/marketing/feature-icon-card.tsx';
import { InfoPageHero } from '../../features/marketing/info-page-hero.tsx';
import { TeamMemberCard } from '../../features/marketing/team-member-card.tsx';
import { ContactMessageForm } from '../../features/marketing/contact-message-form.tsx';
import { useYearsInBusiness } from '../../lib/company-years.ts';

export function Page(_props: PageProps) {
  const { company } = useSite();
  const { address } = company;
  const years = useYearsInBusiness();
  const story = aboutStory(company.foundedYear, years);
  const [lead, ...rest] = story.paragraphs;
  // /about?sent=1#contact: where the contact form's plain post (no JavaScript) lands once stored.
  const sent = new URLSearchParams(useSearch()).get('sent') === '1';

  return (
    <>
      <InfoPageHero
        headingId="about-title"
        eyebrow={company.name}
        title="About Us"
        text={story.heading}
        actions={
          <>
            <a href="/#quote" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
              Get Free Quote
            </a>
            <CallButton />
          </>
        }
        aside={<AboutBuildingIllustration />}
        asideClassName="max-lg:hidden"
      />

      <Section tone="muted" aria-labelledby="story-title">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionHeading id="story-title" eyebrow="Our story" title="From one van to 500+ clients" className="mb-0!" />
          </div>
          <div className="space-y-5 text-lg leading-relaxed text-slate-700 lg:col-span-8">
            {lead ? <p className="text-xl leading-relaxed font-medium text-slate-900">{lead}</p> : null}
            {rest.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section aria-labelledby="about-stats-title">
        <SectionHeading id="about-stats-title" eyebrow="By the numbers" title="Built on repeat business" align="center" />
        <StatGrid items={aboutStats(years)} />
      </Section>

      <Section tone="muted" aria-labelledby="values-title">
        <SectionHeading
          id="values-title"
          eyebrow="Core values"
          title="Six values behind every visit"
          text="What our crews, supervisors and office team hold themselves to, in every building we clean."
          align="center"
        />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {coreValues.map((value) => (
            <FeatureIconCard key={value.title} card={value} />
          ))}
        </div>
      </Section>

      <Section aria-labelledby="team-title">
        <SectionHeading
          id="team-title"
          eyebrow="Our team"
          title="The people you will work with"
          text="The leadership team behind every crew and every site."
          align="center"
        />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teamMembers.map((member) => (
            <TeamMemberCard key={member.name} member={member} />
          ))}
        </div>
      </Section>

      <Section id="contact" tone="muted" aria-labelledby="contact-title">
        <div className="grid gap-10 lg:grid-cols-12 lg:items-start">
          <div className="lg:col-span-5">
            <SectionHeading
              id="contact-title"
              eyebrow="Contact"
              title="Talk to our team"
              text="Call, e-mail, send us a message or ask for a free quote online. We'll walk you through pricing for your building."
              className="mb-8!"
            />
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
              <a href="/#quote" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
                Get Free Quote
              </a>
              <CallButton />
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-7">
            <ContactItem icon={<Icon name="phone" className="size-5" />} label="Phone">
              <PhoneLink className="font-semibold text-brand-700 underline-offset-4 hover:underline" />
            </ContactItem>
            <ContactItem icon={<Icon name="clock" className="size-5" />} label="Support">
              <span className="font-semibold text-slate-900">24/7 support</span>
            </ContactItem>
            <ContactItem
              icon={<Mail className="size-5 shrink-0" aria-hidden="true" focusable="false" />}
              label="Sales e-mail"
              className="sm:col-span-2"
            >
              <a
                href={`mailto:${company.salesEmail}`}
                className="text-sm font-semibold break-all text-brand-700 underline-offset-4 hover:underline sm:text-base"
              >
                {company.salesEmail}
              </a>
            </ContactItem>
            <ContactItem icon={<Icon name="map-pin" className="size-5" />} label="Office" className="sm:col-span-2">
              <address className="not-italic text-slate-900">
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </address>
            </ContactItem>
          </ul>
          <div className="lg:col-span-12">
            <ContactMessageForm sent={sent} />
          </div>
        </div>
      </Section>
    </>
  );
}

interface ContactItemProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string | undefined;
}

function ContactItem({ icon, label, children, className }: ContactItemProps) {
  return (
    <li className={cn('flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
