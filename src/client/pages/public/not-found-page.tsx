import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';

export function Page() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">
        The page you are looking for does not exist or has moved. Try one of these instead, or call us and we will
        help you directly.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
          Back to Home
        </a>
        <a href="/services" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Our Services
        </a>
        <PhoneLink className={buttonClasses({ variant: 'ghost', size: 'lg' })} />
      </div>
    </section>
  );
}
