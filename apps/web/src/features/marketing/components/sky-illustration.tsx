/** The hero's sky: hand-drawn inline SVG (no request, scales to any width). */
export function SkyIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1440 640"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#06122a" />
          <stop offset="0.55" stopColor="#172b4b" />
          <stop offset="1" stopColor="#2b4b7d" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fcbb4d" stopOpacity="0.9" />
          <stop offset="0.4" stopColor="#f5820b" stopOpacity="0.35" />
          <stop offset="1" stopColor="#f5820b" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-trail" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.55" />
        </linearGradient>
      </defs>
      <rect width="1440" height="640" fill="url(#hero-sky)" />
      <circle cx="1160" cy="520" r="300" fill="url(#hero-sun)" />
      <g fill="#ffffff" opacity="0.5">
        <circle cx="120" cy="80" r="1.6" />
        <circle cx="340" cy="40" r="1.2" />
        <circle cx="620" cy="90" r="1.4" />
        <circle cx="880" cy="50" r="1.2" />
        <circle cx="1040" cy="120" r="1.6" />
        <circle cx="1300" cy="70" r="1.3" />
        <circle cx="760" cy="160" r="1" />
      </g>
      <path
        d="M560 470 C 760 380, 900 300, 1090 214"
        stroke="url(#hero-trail)"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <g transform="translate(1080 150) rotate(-24) scale(1.5)">
        <path
          d="M0 40c30-6 120-8 160-3 14 2 20 8 14 13-8 6-28 7-50 7H18C6 57-2 52-2 47s0-6 2-7z"
          fill="#f1f5fb"
        />
        <path d="M70 38L36 0h18l50 36z" fill="#b9cbe4" />
        <path d="M84 56L52 94h18l44-38z" fill="#8aa6ce" />
        <path d="M10 40L-4 16h12l22 24z" fill="#f5820b" />
        <path d="M150 38c7 0 15 3 19 7h-14c-4 0-5-7-5-7z" fill="#172b4b" />
        <g fill="#0284c7">
          <circle cx="56" cy="46" r="2.6" />
          <circle cx="70" cy="45.5" r="2.6" />
          <circle cx="84" cy="45" r="2.6" />
          <circle cx="98" cy="45" r="2.6" />
          <circle cx="112" cy="45" r="2.6" />
          <circle cx="126" cy="45" r="2.6" />
        </g>
      </g>
      <g fill="#ffffff">
        <path opacity="0.12" d="M-40 560c80-50 180-50 260-10 60-40 160-40 220 10 70-30 170-20 220 30H-40z" />
        <path opacity="0.08" d="M700 600c90-60 200-60 280-10 70-40 180-30 240 20 60-20 160-10 260 30H700z" />
        <path opacity="0.16" d="M-40 640c120-60 300-70 460-20 150-50 330-50 520 0 170-40 340-30 540 20v0z" />
      </g>
    </svg>
  );
}
