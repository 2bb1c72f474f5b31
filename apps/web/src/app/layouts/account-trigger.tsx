import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

/** The signed-in customer's initial and first name that opens the account menu. */
export function AccountTrigger({ firstName, ...rest }: ComponentProps<'button'> & { firstName: string }) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-2 rounded-full border border-navy-100 bg-white py-1 pe-3 ps-1 text-sm font-medium text-navy-800 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-sky-500"
      {...rest}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white">
        {firstName.charAt(0).toUpperCase()}
      </span>
      <span className="max-w-40 truncate">{firstName}</span>
      <ChevronDown className="size-4 text-navy-500" aria-hidden="true" />
    </button>
  );
}
