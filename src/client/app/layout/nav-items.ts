export interface NavLinkItem {
  label: string;
  href: string;
}

export const desktopNav: NavLinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Our Process', href: '/process' },
  { label: 'Areas We Serve', href: '/areas-we-serve' },
  { label: 'Blog', href: '/blog' },
  { label: 'About', href: '/about' },
];

/** Areas We Serve is not in the mobile list, as the spec says. */
export const mobileNav: NavLinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Our Process', href: '/process' },
  { label: 'Blog', href: '/blog' },
];
