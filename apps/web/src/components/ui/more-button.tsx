import { MoreVertical } from 'lucide-react';
import type { ComponentProps } from 'react';

export type MoreButtonProps = ComponentProps<'button'> & {
  /** Names the row the menu acts on, e.g. "Actions for Jane Doe". */
  'aria-label': string;
};

/** The ⋮ button that opens a row's actions menu (a `Menu` trigger; every prop reaches the button). */
export function MoreButton(props: MoreButtonProps) {
  return (
    <button
      type="button"
      className="inline-flex size-9 items-center justify-center rounded-lg text-navy-600 hover:bg-navy-100 focus-visible:outline-2 focus-visible:outline-sky-500"
      {...props}
    >
      <MoreVertical className="size-5" aria-hidden="true" />
    </button>
  );
}
