import { Search } from 'lucide-react';
import { cn } from './cn';

export interface SearchFieldProps {
  id: string;
  /** The field's name for screen readers (the label is visually hidden). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}

/** A search box with a magnifier and a visually hidden label, for the admin lists. */
export function SearchField({ id, label, value, onChange, placeholder, className }: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-navy-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="h-11 w-full rounded-lg border border-navy-200 bg-white pe-3 ps-9 text-sm text-navy-900 shadow-sm placeholder:text-navy-400 hover:border-navy-300 focus:outline-none focus-visible:outline-2 focus-visible:outline-sky-500"
      />
    </div>
  );
}
