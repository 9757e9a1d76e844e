import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { telHref } from '#shared/domain/company.ts';
import { useSite } from '../../lib/site-context.tsx';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { children?: ReactNode };

/** Every tel: link on the site goes through here, so phone clicks are tracked in one place. */
export function PhoneLink({ children, onClick, ...rest }: Props) {
  const { company } = useSite();
  return (
    <a
      href={telHref(company)}
      onClick={(event) => {
        window.dispatchEvent(new CustomEvent('site:phone-click'));
        onClick?.(event);
      }}
      {...rest}
    >
      {children ?? company.phone}
    </a>
  );
}
