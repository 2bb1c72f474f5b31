import type { ReactNode } from 'react';

/** The navy title band of the About and Contact pages. */
export function PageHero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-white">
      <svg
        viewBox="0 0 1440 320"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 -z-10 size-full"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id="band-sky" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#06122a" />
            <stop offset="1" stopColor="#213a63" />
          </linearGradient>
        </defs>
        <rect width="1440" height="320" fill="url(#band-sky)" />
        <circle cx="1250" cy="300" r="200" fill="#f5820b" opacity="0.12" />
        <path d="M0 300c200-60 420-70 640-30s440 30 800-20v70H0z" fill="#ffffff" opacity="0.06" />
        <path
          d="M980 150c120-40 220-70 340-120"
          stroke="#ffffff"
          strokeOpacity="0.35"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <div className="container-page py-16 sm:py-20">
        <p className="text-sm font-semibold tracking-widest text-sky-300 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{lead}</p>
      </div>
    </section>
  );
}
