import type { LucideIcon } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Cards of an icon, a title and a line of text, four across on wide screens (reasons, values). */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-card">
          <span className="flex size-12 items-center justify-center rounded-xl bg-sky-50 text-sky-700">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-lg font-bold text-navy-900">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-navy-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
