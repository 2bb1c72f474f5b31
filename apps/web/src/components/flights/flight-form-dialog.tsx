import { flightScreenMessages, type Flight } from '@skylark/contract';
import { useId } from 'react';
import type { UpdateFlightMutation } from '@/lib/api/update-flight';
import { Button, Dialog } from '@/components/ui';
import { CreateFlightFields, type CreateFlightFieldsProps } from './create-flight-fields';
import { EditFlightFields } from './edit-flight-fields';

export type { CreatedFlights } from './create-flight-fields';

type CreateMode = Omit<CreateFlightFieldsProps, 'formId' | 'onDone'> & { flight?: undefined };

interface EditMode {
  /** the flight to edit: the dialog is Edit Flight */
  flight: Flight;
  update: UpdateFlightMutation;
}

export type FlightFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & (CreateMode | EditMode);

/**
 * The flight dialog (docs/product.md#24-back-office-screens): Create New Flight, used by Flight Management and the
 * Dashboard, or Edit Flight when given an existing flight. The dialog calls no API itself: the
 * page hands it the mutation. Its form mounts on each opening, so it starts from its defaults.
 */
export function FlightFormDialog(props: FlightFormDialogProps) {
  const { open, onOpenChange } = props;
  const formId = useId();
  const editing = props.flight !== undefined;
  const pending =
    props.flight !== undefined
      ? props.update.isPending
      : props.create.isPending || Boolean(props.createSeries?.isPending);
  const close = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };
  const done = () => onOpenChange(false);

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={editing ? flightScreenMessages.editFlight : flightScreenMessages.createNewFlight}
      description={
        props.flight !== undefined
          ? `Flight ${props.flight.flightNumber}`
          : 'Schedule a flight: route, times, classes with prices and seats for sale.'
      }
      size={editing ? 'lg' : 'xl'}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {editing ? flightScreenMessages.updateFlight : 'Create Flight'}
          </Button>
        </>
      }
    >
      {props.flight !== undefined ? (
        <EditFlightFields formId={formId} flight={props.flight} update={props.update} onDone={done} />
      ) : (
        <CreateFlightFields
          formId={formId}
          create={props.create}
          createSeries={props.createSeries}
          source={props.source}
          onCreated={props.onCreated}
          onDone={done}
        />
      )}
    </Dialog>
  );
}
