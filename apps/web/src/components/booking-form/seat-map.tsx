import { SEAT_LETTERS, seatPositionLabel } from '@skylark/contract';
import { X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

interface SeatMapProps {
  /** every seat of the class, by row then letter */
  seats: readonly string[];
  free: ReadonlySet<string>;
  /** the seat of each passenger, by passenger index ('' for none) */
  chosen: readonly string[];
  classLabel: string;
  onToggle: (seat: string) => void;
}

const rowOf = (seat: string) => Number.parseInt(seat, 10);
/** the aisle runs between C and D */
const aisleAfter = (column: number) => column === 3 && 'ms-4 sm:ms-6';

/**
 * The cabin of a class as an ARIA grid (docs/product.md#142-group-bookings-and-the-seat-map): rows of A–F with the aisle between C and D;
 * arrow keys move, Home and End go to the row's ends, Enter or Space choose. Free, taken and chosen
 * seats differ by shape and text as well as colour. The cabin scrolls in a frame of its own, where the
 * seat letters and the row numbers stay in sight.
 */
export function SeatMap({ seats, free, chosen, classLabel, onToggle }: SeatMapProps) {
  const { t } = useTranslation('checkout');
  const rows = [...new Set(seats.map(rowOf))];
  const grid = rows.map((row) =>
    SEAT_LETTERS.map((letter) => (seats.includes(`${row}${letter}`) ? `${row}${letter}` : null)),
  );
  const [active, setActive] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = active && seats.includes(active) ? active : (seats[0] ?? null);

  const move = (event: KeyboardEvent, seat: string) => {
    const r = rows.indexOf(rowOf(seat));
    const c = SEAT_LETTERS.indexOf(seat.slice(-1) as (typeof SEAT_LETTERS)[number]);
    const step: Record<string, [number, number]> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
    };
    let target: string | null = null;
    if (event.key === 'Home') target = grid[r]!.find(Boolean) ?? null;
    else if (event.key === 'End') target = [...grid[r]!].reverse().find(Boolean) ?? null;
    else if (step[event.key]) {
      const [dr, dc] = step[event.key]!;
      for (
        let i = r + dr, j = c + dc;
        i >= 0 && i < grid.length && j >= 0 && j < SEAT_LETTERS.length;
        i += dr, j += dc
      ) {
        if (grid[i]![j]) {
          target = grid[i]![j]!;
          break;
        }
      }
    } else return;
    event.preventDefault();
    if (target) {
      setActive(target);
      refs.current.get(target)?.focus();
    }
  };

  return (
    <div>
      <p id="seat-map-help" className="mb-3 text-sm text-navy-600">
        {t('seatHelp')}
      </p>
      <ul className="mb-4 flex flex-wrap gap-4 text-xs text-navy-700" aria-label={t('legend')}>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-4 rounded border border-sky-400 bg-white" aria-hidden="true" />
          {t('legendFree')}
        </li>
        <li className="flex items-center gap-1.5">
          <span
            className="inline-flex size-4 items-center justify-center rounded bg-navy-200"
            aria-hidden="true"
          >
            <X className="size-3" />
          </span>
          {t('legendTaken')}
        </li>
        <li className="flex items-center gap-1.5">
          <span
            className="inline-flex size-4 items-center justify-center rounded bg-navy-900 text-[10px] text-white"
            aria-hidden="true"
          >
            {1}
          </span>
          {t('legendChosen')}
        </li>
      </ul>
      <div
        role="grid"
        aria-label={t('seatMapOf', { class: classLabel })}
        aria-describedby="seat-map-help"
        data-testid="seat-map-frame"
        dir="ltr"
        className="flex max-h-[26rem] max-w-full flex-col gap-1 overflow-auto overscroll-contain rounded-lg border border-navy-100 pb-2 sm:gap-1.5"
      >
        <div
          role="row"
          className="sticky top-0 z-10 flex w-max items-center gap-1 bg-white py-1.5 sm:gap-1.5"
        >
          <span className="w-7 shrink-0" aria-hidden="true" />
          {SEAT_LETTERS.map((letter, c) => (
            <span
              role="columnheader"
              key={letter}
              className={cn(
                'w-9 shrink-0 text-center text-xs font-semibold text-navy-600 sm:w-10',
                aisleAfter(c),
              )}
            >
              {letter}
            </span>
          ))}
        </div>
        {grid.map((cells, r) => (
          <div role="row" key={rows[r]} className="flex w-max items-center gap-1 pe-2 sm:gap-1.5">
            <span role="rowheader" className="w-7 shrink-0 pe-1 text-end text-xs font-medium text-navy-500">
              {rows[r]}
            </span>
            {cells.map((seat, c) => (
              <div
                role="gridcell"
                key={SEAT_LETTERS[c]}
                className={cn('size-9 shrink-0 sm:size-10', aisleAfter(c))}
              >
                {seat && (
                  <SeatButton
                    seat={seat}
                    passenger={chosen.indexOf(seat)}
                    free={free.has(seat)}
                    focusable={seat === current}
                    register={(el) => (el ? refs.current.set(seat, el) : refs.current.delete(seat))}
                    onFocus={() => setActive(seat)}
                    onKeyDown={(event) => move(event, seat)}
                    onToggle={onToggle}
                  />
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

interface SeatButtonProps {
  seat: string;
  /** index of the passenger who has it, or -1 */
  passenger: number;
  free: boolean;
  focusable: boolean;
  register: (el: HTMLButtonElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onToggle: (seat: string) => void;
}

function SeatButton({
  seat,
  passenger,
  free,
  focusable,
  register,
  onFocus,
  onKeyDown,
  onToggle,
}: SeatButtonProps) {
  const { t } = useTranslation('checkout');
  const mine = passenger >= 0;
  const taken = !free && !mine;
  const position = t(`position.${seatPositionLabel(seat.slice(-1))}`);
  return (
    <button
      type="button"
      ref={register}
      tabIndex={focusable ? 0 : -1}
      aria-label={
        mine
          ? t('seatMine', { seat, position, n: passenger + 1 })
          : t(taken ? 'seatTaken' : 'seatAvailable', { seat, position })
      }
      aria-pressed={mine}
      aria-disabled={taken || undefined}
      data-seat={seat}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onClick={() => !taken && onToggle(seat)}
      className={cn(
        'flex size-9 items-center justify-center rounded-lg sm:size-10 text-xs font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600',
        mine && 'bg-navy-900 text-white',
        taken && 'cursor-not-allowed bg-navy-200 text-navy-700',
        !mine && !taken && 'border-2 border-sky-400 bg-white text-navy-800 hover:bg-sky-50',
      )}
    >
      {mine ? passenger + 1 : taken ? <X className="size-4" aria-hidden="true" /> : seat.slice(-1)}
    </button>
  );
}
