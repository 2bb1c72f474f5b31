import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui';

/** The full-screen frame of the admin login and registration. */
export function AdminAuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-navy-950 bg-[radial-gradient(ellipse_at_top,_rgb(14_165_233/0.25),_transparent_60%)] px-4 py-12"
    >
      <Link
        to="/"
        className="mb-8 rounded-lg focus-visible:outline-2 focus-visible:outline-sky-400"
        aria-label="Skylark Airways home"
      >
        <Logo tone="light" />
      </Link>
      <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-6 text-center">
          <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-navy-900 text-sky-300">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-navy-500">{subtitle}</p>}
        </div>
        {children}
      </div>
      {footer && <div className="mt-6 text-center text-sm text-navy-300">{footer}</div>}
    </main>
  );
}
