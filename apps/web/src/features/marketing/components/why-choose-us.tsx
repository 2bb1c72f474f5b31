import { BadgeDollarSign, Clock3, Headphones, ShieldCheck } from 'lucide-react';
import { FeatureGrid } from './feature-grid';
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
    text: 'Write to us at any hour; phone and chat answer in our business hours, every day of the week.',
  },
] as const;

/** Why choose us (docs/product.md#1-what-skylark-does-and-for-whom). */
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
        <FeatureGrid features={REASONS} />
      </div>
    </section>
  );
}
