import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { buttonClasses, Button } from './button.tsx';
import { Badge } from './badge.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';
import { dismissToast, getToasts, pauseToast, resumeToast, toast, TOAST_DURATION_MS } from './toast-store.ts';
import { useToasts } from './use-toasts.ts';
import { Toaster } from './toaster.tsx';
import { Tooltip, TooltipProvider } from './tooltip.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';
import { Icon } from './icon.tsx';
import { Skeleton } from './skeleton.tsx';
import { Section, SectionHeading } from './section.tsx';
import { StatGrid } from './stat-grid.tsx';
import { cn } from '../../lib/cn.ts';

function render(node: ReactNode): string {
  return renderToString(<TooltipProvider>{node}</TooltipProvider>);
}

describe('hydration safety', () => {
  it('renders identical markup on every pass (ids come from useId, not randomness)', () => {
    const tree = () => (
      <>
        <Tabs defaultValue="a">
          <TabsList aria-label="Services">
            <TabsTrigger value="a">A</TabsTrigger>
          </TabsList>
          <TabsContent value="a">Panel</TabsContent>
        </Tabs>
        <Accordion type="single" collapsible>
          <AccordionItem value="q">
            <AccordionTrigger>Q</AccordionTrigger>
            <AccordionContent>A</AccordionContent>
          </AccordionItem>
        </Accordion>
        <Toaster />
      </>
    );
    const first = render(tree());
    expect(first).toContain('aria-controls=');
    expect(render(tree())).toBe(first);
  });
});

describe('cn', () => {
  it('joins truthy class names', () => {
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });
});

describe('Button', () => {
  it('renders a type="button" with the variant and size classes', () => {
    const html = render(
      <Button variant="accent" size="lg">
        Get a quote
      </Button>,
    );
    expect(html).toContain('type="button"');
    expect(html).toContain('bg-accent-400');
    expect(html).toContain('min-h-12');
    expect(html).toContain('Get a quote');
  });

  it('defaults to primary/md and exposes buttonClasses for links', () => {
    expect(render(<Button>Go</Button>)).toContain('bg-brand-700');
    const classes = buttonClasses({ variant: 'outline', size: 'sm', className: 'w-full' });
    expect(classes).toContain('border-slate-300');
    expect(classes).toContain('w-full');
    expect(buttonClasses()).toContain('min-h-11');
  });
});

describe('Badge', () => {
  it('gives each variant different classes', () => {
    const variants = ['default', 'secondary', 'destructive', 'outline', 'info'] as const;
    const outputs = variants.map((variant) => render(<Badge variant={variant}>Label</Badge>));
    expect(new Set(outputs).size).toBe(5);
    expect(outputs[0]).toContain('bg-brand-700');
    expect(outputs[1]).toContain('bg-slate-100');
    expect(outputs[2]).toContain('bg-red-600');
    expect(outputs[3]).toContain('border-slate-300');
    expect(outputs[4]).toContain('bg-indigo-50');
  });
});

describe('Card', () => {
  it('renders an h3 title by default and honours `as`', () => {
    const card = (as?: 'h2' | 'h4') => (
      <Card>
        <CardHeader>
          <CardTitle as={as}>Office cleaning</CardTitle>
          <CardDescription>Nightly service</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>
    );
    expect(render(card())).toMatch(/<h3[^>]*>Office cleaning<\/h3>/);
    expect(render(card('h2'))).toMatch(/<h2[^>]*>Office cleaning<\/h2>/);
    expect(render(card())).toContain('rounded-xl');
  });
});

describe('Tooltip', () => {
  it('renders only the trigger on the server', () => {
    const html = render(
      <Tooltip content="Call us">
        <button type="button">Phone</button>
      </Tooltip>,
    );
    expect(html).toContain('Phone');
    expect(html).toContain('data-state="closed"');
    expect(html).not.toContain('Call us');
  });
});

describe('Dialog', () => {
  it('renders the trigger with dialog semantics and no content while closed', () => {
    const html = render(
      <Dialog>
        <DialogTrigger>Open form</DialogTrigger>
        <DialogContent>
          <DialogTitle>Request a quote</DialogTitle>
          <DialogDescription>We reply within a day.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Request a quote');
  });
});

describe('Tabs', () => {
  it('renders tablist, tabs and only the active panel', () => {
    const html = render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Services">
          <TabsTrigger value="a">Offices</TabsTrigger>
          <TabsTrigger value="b">Clinics</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Office panel</TabsContent>
        <TabsContent value="b">Clinic panel</TabsContent>
      </Tabs>,
    );
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toContain('aria-selected="true"');
    expect(html).toContain('Office panel');
    expect(html).not.toContain('Clinic panel');
  });
});

describe('Accordion', () => {
  it('renders the trigger text as a button inside an h3', () => {
    const html = render(
      <Accordion type="single" collapsible defaultValue="q1">
        <AccordionItem value="q1">
          <AccordionTrigger>Are you insured?</AccordionTrigger>
          <AccordionContent>Yes, fully.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="q2">
          <AccordionTrigger>Do you work nights?</AccordionTrigger>
          <AccordionContent>Hidden answer</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(html).toMatch(/<h3[^>]*>.*Are you insured\?/);
    expect(html).toContain('Do you work nights?');
    expect(html).toContain('Yes, fully.');
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('<svg');
  });
});

describe('Select', () => {
  it('renders a labelled combobox trigger with placeholder and chevron', () => {
    const html = render(
      <Select>
        <SelectTrigger aria-label="Service">
          <SelectValue placeholder="Choose a service" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="office">Office</SelectItem>
        </SelectContent>
      </Select>,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-label="Service"');
    expect(html).toContain('Choose a service');
    expect(html).toContain('<svg');
  });
});

describe('Icon', () => {
  it('renders a decorative svg by default', () => {
    const html = render(<Icon name="shield" className="text-brand-600" />);
    expect(html).toMatch(/^<svg/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('text-brand-600');
  });

  it('renders a labelled image when not hidden', () => {
    const html = render(<Icon name="map-pin" aria-hidden={false} aria-label="Location" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Location"');
    expect(html).not.toContain('aria-hidden');
  });
});

describe('Skeleton', () => {
  it('renders a hidden pulsing block', () => {
    const html = render(<Skeleton className="h-4 w-32" />);
    expect(html).toContain('animate-pulse');
    expect(html).toContain('aria-hidden="true"');
  });
});

describe('Section', () => {
  it('wraps content in the max-width container and themes the heading by tone', () => {
    const html = render(
      <Section id="why-us" tone="brand">
        <SectionHeading eyebrow="Why us" title="Trusted since 2009" text="Local crews." align="center" />
      </Section>,
    );
    expect(html).toContain('id="why-us"');
    expect(html).toContain('max-w-6xl');
    expect(html).toContain('bg-brand-800');
    expect(html).toMatch(/<h2[^>]*text-white[^>]*>Trusted since 2009<\/h2>/);
    expect(render(<SectionHeading title="Plain" as="h1" />)).toMatch(/<h1[^>]*text-slate-900/);
  });
});

describe('StatGrid', () => {
  it('renders each value and label as a description list', () => {
    const html = render(
      <StatGrid
        tone="dark"
        items={[
          { value: '500+', label: 'Clients Served' },
          { value: '15', label: 'Years' },
        ]}
      />,
    );
    expect(html).toContain('<dl');
    expect(html.match(/<dt/g)).toHaveLength(2);
    expect(html).toContain('500+');
    expect(html).toContain('Clients Served');
    expect(html).toContain('text-accent-300');
  });
});

describe('Toaster', () => {
  it('renders the notifications region and no toasts on the server', () => {
    const { dismiss } = toast({ title: 'Only on the client' });
    const html = render(<Toaster />);
    dismiss();
    expect(html).toContain('Notifications (F8)');
    expect(html).not.toContain('Only on the client');
  });
});

describe('toast store', () => {
  afterEach(() => {
    for (const item of getToasts()) dismissToast(item.id);
    vi.useRealTimers();
  });

  it('keeps only the latest toast (limit 1) and returns a working dismiss', () => {
    const first = toast({ title: 'Saved' });
    const second = toast({ title: 'Could not send', description: 'Try again.', variant: 'destructive' });
    expect(first.id).not.toBe(second.id);
    expect(getToasts()).toEqual([{ id: second.id, title: 'Could not send', description: 'Try again.', variant: 'destructive' }]);
    first.dismiss(); // already replaced: a no-op
    expect(getToasts()).toHaveLength(1);
    second.dismiss();
    expect(getToasts()).toEqual([]);
  });

  it('notifies subscribers through useToasts and serves an empty list to the server', () => {
    toast({ title: 'Hello' });
    let seen: readonly unknown[] | undefined;
    function Probe() {
      seen = useToasts();
      return null;
    }
    renderToString(<Probe />);
    expect(seen).toEqual([]);
  });

  it('auto-dismisses after 5000 ms', () => {
    vi.useFakeTimers();
    toast({ title: 'Quote requested' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('holds the countdown while paused and resumes with the remaining time', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Hover me' });
    vi.advanceTimersByTime(3000);
    pauseToast(id);
    vi.advanceTimersByTime(10_000);
    expect(getToasts()).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(1999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('dismissToast removes a toast by id', () => {
    const { id } = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts()).toEqual([]);
  });
});
