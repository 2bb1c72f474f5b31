import { Award, Globe2, HeartHandshake, Scale, Target } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, usePageTitle } from '@/components/ui';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { FleetImage } from '@/features/marketing/components/fleet-image';
import { PageHero } from '@/features/marketing/components/page-hero';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { ABOUT_FIGURES } from '@/features/marketing/data/content';

const VALUES = [
  {
    icon: Award,
    title: 'Excellence in Service',
    text: 'From the first search to the last mile, every detail is done properly.',
  },
  {
    icon: HeartHandshake,
    title: 'Customer First',
    text: 'Clear prices, honest answers and help whenever plans change.',
  },
  {
    icon: Globe2,
    title: 'Global Perspective',
    text: 'Partners on every continent and routes that connect the world.',
  },
  {
    icon: Scale,
    title: 'Integrity',
    text: 'We do what we say, and we say what we do — no fine print surprises.',
  },
] as const;

const LEADERS = [
  {
    name: 'Elena Marin',
    role: 'CEO and Founder',
    initials: 'EM',
    bio: 'Former airline strategist who founded Skylark to make fair fares the norm.',
  },
  {
    name: 'David Okafor',
    role: 'Chief Operations Officer',
    initials: 'DO',
    bio: 'Runs a network of 150+ aircraft and keeps 99% of them on time.',
  },
  {
    name: 'Sofia Lindqvist',
    role: 'Customer Experience Director',
    initials: 'SL',
    bio: 'Leads the support team and every journey from booking to landing.',
  },
] as const;

/** About (docs/product.md#1-what-skylark-does-and-for-whom): platform, figures, values, mission and leadership. */
export default function AboutPage() {
  usePageTitle('About Us');
  return (
    <>
      <PageHero
        eyebrow="About Skylark Airways"
        title="A travel platform built around the traveller"
        lead="Skylark Airways offers airline tickets at competitive prices, with the service of a premium carrier and the simplicity of a single app."
      />

      <section aria-label="Skylark in figures" className="border-b border-navy-100 bg-white">
        <dl className="container-page grid grid-cols-2 gap-6 py-12 md:grid-cols-4">
          {ABOUT_FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse text-center">
              <dt className="mt-1 text-sm font-medium text-navy-600">{figure.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-navy-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="story-title" className="bg-white py-16 sm:py-20">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="story-title"
              eyebrow="Our story"
              title="From one route to 150+ destinations"
              align="left"
            />
            <div className="mt-6 space-y-4 leading-relaxed text-navy-700">
              <p>
                For more than fifteen years we have helped travellers find the right flight at the right price
                — first as a small agency, today as a platform trusted by over a million people.
              </p>
              <p>
                We work with more than 50 airline partners to offer everything from economy seats to private
                jets and helicopter transfers to offshore platforms, all bookable in minutes.
              </p>
            </div>
          </div>
          <FleetImage />
        </div>
      </section>

      <section
        aria-labelledby="values-title"
        className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-slate-50 py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading id="values-title" eyebrow="What we stand for" title="Our values" />
          <FeatureGrid features={VALUES} />
        </div>
      </section>

      <section
        aria-labelledby="mission-title"
        className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-navy-950 py-16 text-white sm:py-20"
      >
        <div className="container-page max-w-4xl text-center">
          <Target className="mx-auto size-10 text-accent-300" aria-hidden="true" />
          <h2
            id="mission-title"
            className="mt-4 text-sm font-semibold tracking-widest text-sky-300 uppercase"
          >
            Our mission
          </h2>
          <p className="mt-4 text-2xl leading-relaxed font-semibold text-balance sm:text-3xl">
            To make air travel accessible, affordable and enjoyable for everyone — connecting people and
            places with honest prices, reliable operations and care at every step of the journey.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="leadership-title"
        className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-white py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="leadership-title"
            eyebrow="The people at the controls"
            title="Leadership team"
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {LEADERS.map((leader) => (
              <li
                key={leader.name}
                className="rounded-2xl border border-navy-100 bg-white p-6 text-center shadow-card"
              >
                <span
                  className="mx-auto flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-navy-800 to-sky-600 text-2xl font-bold text-white"
                  aria-hidden="true"
                >
                  {leader.initials}
                </span>
                <h3 className="mt-5 text-lg font-bold text-navy-900">{leader.name}</h3>
                <p className="text-sm font-semibold text-sky-700">{leader.role}</p>
                <p className="mt-3 text-sm leading-relaxed text-navy-600">{leader.bio}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Link to="/book-flights" className={buttonClasses({ size: 'lg' })}>
              Find your next flight
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
