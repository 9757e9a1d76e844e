import type { ReactNode } from 'react';

/** The light brand gradient the sign-in cards sit on, centred at every width. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-center bg-linear-to-br from-brand-50 via-white to-brand-100 px-4 py-12 sm:py-20">
      <div className="w-full max-w-md">{children}</div>
    </div>
  );
}
