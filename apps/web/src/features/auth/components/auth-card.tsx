import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The framed card of the account screens, on a soft sky background. */
export function AuthCard({ title, subtitle, icon, children, footer }: AuthCardProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sky-50 via-white to-slate-50 px-4 py-12 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 size-[32rem] -translate-x-1/2 rounded-full bg-sky-200/30 blur-3xl"
      />
      <div className="relative mx-auto w-full max-w-md">
        <div className="rounded-3xl border border-navy-100 bg-white p-6 shadow-card sm:p-8">
          <div className="mb-6 text-center">
            {icon && (
              <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-navy-900 text-sky-300">
                {icon}
              </div>
            )}
            <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
            {subtitle && <p className="mt-2 text-sm text-navy-500">{subtitle}</p>}
          </div>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-navy-600">{footer}</div>}
      </div>
    </section>
  );
}
