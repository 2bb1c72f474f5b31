import { BadgeDollarSign, Clock3, Headphones, ShieldCheck } from 'lucide-react';
import { SectionHeading } from './section-heading';

const REASONS = [
  {
    icon: BadgeDollarSign,
    title: 'Honest fares',
    text: 'The price you see is the price you pay, with no surprises at checkout.',
  },
  {
    icon: ShieldCheck,
    title: 'Safe and secure',
    text: 'Verified payments and your seat guaranteed the moment you book.',
  },
  {
    icon: Clock3,
    title: '99% on time',
    text: 'A modern fleet of 150+ aircraft and crews who respect your schedule.',
  },
  {
    icon: Headphones,
    title: 'Help around the clock',
    text: 'Our support team answers 24/7 by phone, e-mail and chat.',
  },
] as const;

/** Why choose us (spec §1). */
export function WhyChooseUs() {
  return (
    <section
      aria-labelledby="why-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-slate-50 py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="why-title"
          eyebrow="Why Skylark"
          title="Why choose us"
          lead="Millions of travellers fly with us for the same simple reasons."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-card">
              <span className="flex size-12 items-center justify-center rounded-xl bg-sky-50 text-sky-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-navy-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-navy-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
