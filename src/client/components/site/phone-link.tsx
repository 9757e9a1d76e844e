import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { telHref } from '#shared/domain/company.ts';
import { useSite } from '../../lib/site-context.tsx';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { children?: ReactNode };

/** The company's tel: link. Clicks on any tel: link are counted by one listener (enhance/phone-clicks.ts). */
export function PhoneLink({ children, ...rest }: Props) {
  const { company } = useSite();
  return (
    <a href={telHref(company)} {...rest}>
      {children ?? company.phone}
    </a>
  );
}
