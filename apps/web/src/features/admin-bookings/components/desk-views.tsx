import { deskMessages } from '@skylark/contract';
import { cn } from '@/components/ui/cn';

/** All bookings, or the Pending payment view: the work queue, payment reported first (docs/product.md#145-the-booking-desk). */
export function DeskViews({
  pendingView,
  onChange,
}: {
  pendingView: boolean;
  onChange: (pending: boolean) => void;
}) {
  const tab = (active: boolean) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap',
      active ? 'bg-navy-800 text-white' : 'text-navy-700 hover:bg-navy-100',
    );
  return (
    <div className="flex gap-1 rounded-xl border border-navy-100 bg-white p-1 shadow-card">
      <button
        type="button"
        aria-pressed={!pendingView}
        className={tab(!pendingView)}
        onClick={() => onChange(false)}
      >
        {deskMessages.allBookingsView}
      </button>
      <button
        type="button"
        aria-pressed={pendingView}
        className={tab(pendingView)}
        onClick={() => onChange(true)}
      >
        {deskMessages.pendingView}
      </button>
    </div>
  );
}
