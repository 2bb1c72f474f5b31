import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { FleetImage } from './fleet-image';
import { SectionHeading } from './section-heading';

/** About teaser on Home, linking to /about (docs/product.md#1-what-skylark-does-and-for-whom). */
export function AboutTeaser() {
  return (
    <section
      aria-labelledby="about-teaser-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-sky-50 py-16 sm:py-20"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-teaser-title"
            eyebrow="About Skylark"
            title="Fifteen years of getting people where they belong"
            lead="We started with one idea: flying should be simple, fair and a little bit wonderful. Today more than a million travellers and 50+ airline partners share it with us."
            align="left"
          />
          <Link to="/about" className={buttonClasses({ variant: 'outline', className: 'mt-8' })}>
            Learn more about us
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <FleetImage />
      </div>
    </section>
  );
}
