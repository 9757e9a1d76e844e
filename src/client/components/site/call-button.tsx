import type { ReactNode } from 'react';
import { Phone } from 'lucide-react';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import type { ButtonSize, ButtonVariant } from '../../components/ui/button.tsx';
import { useSite } from '../../lib/site-context.tsx';
import { cn } from '../../lib/cn.ts';

// An outlined white button for the dark brand band (the shared variants are for light bands).
const onBrandClasses =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-7 text-lg ' +
  'font-semibold whitespace-nowrap text-white transition-colors duration-150 hover:bg-white/10 ' +
  '[&_svg]:size-5 [&_svg]:shrink-0';

export interface CallButtonProps {
  /** Button text; defaults to "Call" followed by the company phone number. */
  children?: ReactNode;
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  /** For the brand-coloured band: white outline instead of the light-band variants. */
  onBrand?: boolean | undefined;
  className?: string | undefined;
}

/** The tap-to-call action styled as a button; goes through PhoneLink so clicks are tracked. */
export function CallButton({ children, variant = 'outline', size = 'lg', onBrand = false, className }: CallButtonProps) {
  const { company } = useSite();
  return (
    <PhoneLink className={onBrand ? cn(onBrandClasses, className) : buttonClasses({ variant, size, className })}>
      {/* The one icon itself, as Icon draws it: Icon's map of ~30 would come with the quote result's island (issue 36). */}
      <Phone className="shrink-0" aria-hidden="true" focusable="false" />
      {children ?? <span>Call {company.phone}</span>}
    </PhoneLink>
  );
}
