import { createContext, useContext } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type SectionTone = 'white' | 'muted' | 'brand';

// Lets SectionHeading (and anything else) pick readable colours for the band it sits on.
const SectionToneContext = createContext<SectionTone>('white');

export function useSectionTone(): SectionTone {
  return useContext(SectionToneContext);
}

const tones: Record<SectionTone, string> = {
  white: 'bg-white text-slate-800',
  muted: 'bg-slate-50 text-slate-800',
  // The global brand-500 focus outline is too faint on brand-800, so switch it to white here.
  brand: 'bg-brand-800 text-white [&_*:focus-visible]:outline-white',
};

export interface SectionProps extends Omit<ComponentProps<'section'>, 'children'> {
  tone?: SectionTone | undefined;
  children: ReactNode;
  /** Classes for the inner max-width container (the band itself only takes the tone). */
  innerClassName?: string | undefined;
}

export function Section({ tone = 'white', children, className, innerClassName, ...props }: SectionProps) {
  return (
    // scroll-mt keeps in-page anchor targets clear of a sticky site header.
    <section className={cn('w-full scroll-mt-20', tones[tone], className)} {...props}>
      <div className={cn('mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8', innerClassName)}>
        <SectionToneContext value={tone}>{children}</SectionToneContext>
      </div>
    </section>
  );
}

export interface SectionHeadingProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  align?: 'left' | 'center' | undefined;
  as?: 'h1' | 'h2' | undefined;
  /** Set this and pass the same value as the Section's aria-labelledby to name the region. */
  id?: string | undefined;
  className?: string | undefined;
}

export function SectionHeading({ eyebrow, title, text, align = 'left', as: Heading = 'h2', id, className }: SectionHeadingProps) {
  const onBrand = useSectionTone() === 'brand';
  return (
    <div className={cn('mb-10 max-w-3xl sm:mb-12', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className={cn('mb-3 text-sm font-semibold tracking-wider uppercase', onBrand ? 'text-accent-300' : 'text-brand-600')}>
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          'font-bold tracking-tight text-balance',
          Heading === 'h1' ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-3xl sm:text-4xl',
          onBrand ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </Heading>
      {text ? <p className={cn('mt-4 text-lg leading-relaxed', onBrand ? 'text-brand-100' : 'text-slate-600')}>{text}</p> : null}
    </div>
  );
}
