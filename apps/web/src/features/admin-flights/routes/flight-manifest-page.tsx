import {
  bagScreenMessages,
  CLASS_LABELS,
  exportMessages,
  MANIFEST_COLUMNS,
  checkedInText,
  serviceLabel,
} from '@skylark/contract';
import { ArrowLeft, FileDown, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge, Button, EmptyState, ErrorState, FullPageSpinner, usePageTitle } from '@/components/ui';
import { DownloadButton } from '@/components/ui/download-button';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatFlightDateTime } from '@/lib/format';
import { useManifest } from '@/features/admin-flights/api/get-manifest';
import { BagCapCard } from '@/features/admin-flights/components/bag-cap-card';

// on screen the service codes sit beside the assistance; the CSV keeps them last (docs/product.md#1413-service-requests)
const SCREEN_COLUMNS = [
  ...MANIFEST_COLUMNS.slice(0, MANIFEST_COLUMNS.indexOf('Assistance') + 1),
  'Services',
  ...MANIFEST_COLUMNS.slice(MANIFEST_COLUMNS.indexOf('Assistance') + 1, -2),
  'Bags',
];

/** A flight's passenger manifest (/admin/flights/:id/manifest): by seat, printable, exportable (docs/product.md#152-exports-and-the-manifest). */
export default function FlightManifestPage() {
  const errorMessage = useErrorMessage();
  usePageTitle(exportMessages.manifestTitle);
  const { id = '' } = useParams();
  const manifest = useManifest(id);

  if (manifest.isPending) return <FullPageSpinner label="Loading manifest…" />;
  if (manifest.isError)
    return (
      <ErrorState
        message={errorMessage(manifest.error, exportMessages.manifestLoadFailed)}
        onRetry={() => void manifest.refetch()}
      />
    );

  const { flight, passengers } = manifest.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        to="/admin/flights"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-sky-700 hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Flight Management
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">
            {exportMessages.manifestTitle} · {flight.flightNumber}
          </h1>
          <p className="mt-1 text-sm text-navy-600">
            {flight.departure.city} → {flight.arrival.city}
          </p>
          <p className="text-sm text-navy-600">
            {formatFlightDateTime(flight.departure)} – {formatFlightDateTime(flight.arrival)} ·{' '}
            {passengers.length} passenger{passengers.length === 1 ? '' : 's'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button
            variant="outline"
            icon={<Printer className="size-4" aria-hidden="true" />}
            onClick={() => window.print()}
          >
            {exportMessages.print}
          </Button>
          <DownloadButton
            path={`/admin/flights/${flight._id}/manifest.csv`}
            fileName={`skylark-manifest-${flight.flightNumber}.csv`}
            failure={exportMessages.failed}
            icon={<FileDown className="size-4" aria-hidden="true" />}
          >
            {exportMessages.exportCsv}
          </DownloadButton>
        </div>
      </div>
      <BagCapCard flightId={flight._id} />
      {passengers.length === 0 ? (
        <EmptyState title={exportMessages.noPassengers} />
      ) : (
        // a wide table scrolls sideways on a phone; the region takes focus so the keyboard can scroll it
        <div
          role="region"
          aria-label={`${exportMessages.manifestTitle} ${flight.flightNumber}`}
          tabIndex={0}
          className="overflow-x-auto rounded-2xl border border-navy-100 bg-white shadow-card print:overflow-visible print:border-0 print:shadow-none"
        >
          <table className="w-full text-start text-sm">
            <caption className="sr-only">
              {exportMessages.manifestTitle} {flight.flightNumber}
            </caption>
            <thead className="bg-navy-50 text-xs font-semibold text-navy-600 uppercase">
              <tr>
                {SCREEN_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-100">
              {passengers.map((p) => (
                <tr key={`${p.seatNumber}-${p.trackingId}`}>
                  <th scope="row" className="px-3 py-2 font-semibold text-navy-900">
                    {p.seatNumber}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap text-navy-900">{p.name}</td>
                  <td className="px-3 py-2">{p.age}</td>
                  <td className="px-3 py-2">{p.gender}</td>
                  <td className="px-3 py-2">{p.mealPreference}</td>
                  <td className="px-3 py-2">{p.assistance.join(', ') || '—'}</td>
                  <td className="px-3 py-2 font-mono whitespace-nowrap">
                    {p.services.length === 0
                      ? '—'
                      : p.services.map((code, i) => (
                          <span key={code}>
                            {i > 0 && ' '}
                            <abbr title={serviceLabel(code)}>{code}</abbr>
                          </span>
                        ))}
                  </td>
                  <td className="px-3 py-2">{CLASS_LABELS[p.classType]}</td>
                  <td className="px-3 py-2">{p.bookingStatus}</td>
                  <td className="px-3 py-2 font-mono">{p.trackingId}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Badge tone={p.checkedIn ? 'green' : 'gray'}>{checkedInText(p)}</Badge>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {bagScreenMessages.bagsLine(p.bags.included, p.bags.extra)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
