import { CLASS_LABELS, MAX_SEATS, type ClassType } from '@skylark/contract';
import { Input } from '@/components/ui';

export interface ClassFieldsProps {
  type: ClassType;
  price: string;
  seats: string;
  onChange: (field: 'price' | 'seats', value: string) => void;
  /** The grid's columns from `sm` up, so the class name column suits the dialog's width. */
  columns: string;
  seatsLabel: string;
  seatsHint: string;
  /** Marks both fields required. */
  required?: boolean;
  /** Names the inputs (`economyPrice`, `economySeats`…) and asks phones for a number keypad. */
  named?: boolean;
  /** the price's and the seat count's problems, shown under them */
  errors?: { price?: string; seats?: string };
  /** the field whose problem is announced: the form's first */
  announced?: 'price' | 'seats' | null;
}

/** One class of a flight form: its name, its price in dollars and its seats for sale. */
export function ClassFields({
  type,
  price,
  seats,
  onChange,
  columns,
  seatsLabel,
  seatsHint,
  required,
  named,
  errors = {},
  announced,
}: ClassFieldsProps) {
  const prefix = type.toLowerCase();
  return (
    // tops aligned, so a hint or an error under one input never moves the other (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk)
    <div className={`grid grid-cols-2 items-start gap-3 rounded-xl border border-navy-100 p-3 ${columns}`}>
      <p className="col-span-2 text-sm font-medium text-navy-800 sm:col-span-1 sm:pt-10">
        {CLASS_LABELS[type]}
      </p>
      <Input
        label={
          <>
            <span className="sr-only">{CLASS_LABELS[type]} </span>Price ($)
          </>
        }
        name={named ? `${prefix}Price` : undefined}
        type="number"
        inputMode={named ? 'decimal' : undefined}
        min={0}
        step="0.01"
        requiredMark={required}
        error={errors.price}
        announceError={announced === 'price'}
        value={price}
        onChange={(e) => onChange('price', e.target.value)}
      />
      <Input
        label={
          <>
            <span className="sr-only">{CLASS_LABELS[type]} </span>
            {seatsLabel}
          </>
        }
        name={named ? `${prefix}Seats` : undefined}
        type="number"
        inputMode={named ? 'numeric' : undefined}
        min={0}
        max={MAX_SEATS[type]}
        requiredMark={required}
        hint={seatsHint}
        error={errors.seats}
        announceError={announced === 'seats'}
        value={seats}
        onChange={(e) => onChange('seats', e.target.value)}
      />
    </div>
  );
}
