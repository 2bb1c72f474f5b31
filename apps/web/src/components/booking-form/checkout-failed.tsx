import { MSG } from '@skylark/contract';
import { Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/ui';
import { errorMessage, isNotFound } from '@/lib/api-client';

/** A checkout whose flight could not be read: "Flight not found" with `action`, else a retry. */
export function CheckoutFailed({
  error,
  onRetry,
  action,
}: {
  error: Error;
  onRetry: () => void;
  action: ReactNode;
}) {
  return (
    <section className="container-page py-12">
      {isNotFound(error) ? (
        <EmptyState
          title="Flight not found"
          icon={<Plane className="size-7" aria-hidden="true" />}
          action={action}
        />
      ) : (
        <ErrorState message={errorMessage(error, MSG.fetchFlightDetailsFailed)} onRetry={onRetry} />
      )}
    </section>
  );
}
