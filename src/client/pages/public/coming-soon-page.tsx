import { useLocation } from 'wouter';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';

const titles: Record<string, string> = {
  '/blog': 'Our blog is on its way',
  '/scheduling': 'Online scheduling is on its way',
  '/login-portal': 'The client portal is on its way',
  '/login': 'Sign-in is on its way',
  '/admin/login': 'Admin sign-in is on its way',
};

/** Stands in for screens that later work delivers, with a way forward for the visitor. */
export function Page() {
  const [location] = useLocation();
  const title = titles[location] ?? (location.startsWith('/blog/') ? titles['/blog'] : 'This page is on its way');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">
        In the meantime our team answers the phone around the clock and can price your building in one call.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <PhoneLink className={buttonClasses({ variant: 'primary', size: 'lg' })} />
        <a href="/" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Back to Home
        </a>
      </div>
    </section>
  );
}
