import {
  ArcElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { dashboardMessages } from '@skylark/contract';
import { Doughnut, Line } from 'react-chartjs-2';
import { formatMoney } from '@/lib/format';
import { DataTable } from '@/features/admin-dashboard/components/data-table';

// Loaded lazily by the dashboard only, so public pages never carry chart.js.
ChartJS.register(ArcElement, CategoryScale, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip);

const NAVY = '#172b4b';
const SKY = '#0284c7';
const ACCENT = '#f5820b';
const CLASS_LABELS = ['Economy', 'Business', 'First Class'] as const;

const shortDay = (isoDay: string) => {
  const [, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(2000, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
};

export interface DashboardChartsProps {
  trend: { date: string; revenue: number }[];
  bookingsByClass: readonly [number, number, number] | null;
  /** the chosen days in words */
  rangeName: string;
}

/** Revenue Trend (line) and Bookings by Class (doughnut) of the dashboard (docs/product.md#24-back-office-screens). */
export default function DashboardCharts({ trend, bookingsByClass, rangeName }: DashboardChartsProps) {
  const totalByClass = bookingsByClass ? bookingsByClass.reduce((a, b) => a + b, 0) : 0;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section
        aria-labelledby="revenue-trend-title"
        className="min-w-0 rounded-2xl border border-navy-100 bg-white p-5 shadow-card lg:col-span-2"
      >
        <h2 id="revenue-trend-title" className="text-lg font-semibold text-navy-900">
          Revenue Trend
        </h2>
        <p className="text-sm text-navy-500">{dashboardMessages.trendCount(rangeName)}</p>
        {trend.length > 0 ? (
          <div className="relative mt-4 h-72">
            <Line
              role="img"
              aria-label={`Revenue Trend: daily paid revenue from ${trend[0]!.date} to ${trend[trend.length - 1]!.date}, total ${formatMoney(trend.reduce((sum, p) => sum + p.revenue, 0))}`}
              data-testid="revenue-chart"
              options={{
                responsive: true,
                maintainAspectRatio: false,
                interaction: { mode: 'index', intersect: false },
                plugins: {
                  legend: { display: false },
                  tooltip: { callbacks: { label: (item) => formatMoney(Number(item.raw)) } },
                },
                scales: {
                  x: { grid: { display: false }, ticks: { maxTicksLimit: 8, color: '#3b6199' } },
                  y: {
                    beginAtZero: true,
                    ticks: {
                      color: '#3b6199',
                      callback: (value) => formatMoney(Number(value), { wholeWithoutCents: true }),
                    },
                  },
                },
              }}
              data={{
                labels: trend.map((p) => shortDay(p.date)),
                datasets: [
                  {
                    label: 'Revenue',
                    data: trend.map((p) => p.revenue),
                    borderColor: SKY,
                    backgroundColor: 'rgba(2, 132, 199, 0.12)',
                    pointBackgroundColor: SKY,
                    pointRadius: 2,
                    tension: 0.3,
                    cubicInterpolationMode: 'monotone',
                    fill: true,
                  },
                ],
              }}
            />
          </div>
        ) : (
          <p className="mt-6 text-sm text-navy-500">No revenue data for this period.</p>
        )}
        {trend.length > 0 && (
          <DataTable
            caption={`Revenue Trend: daily paid revenue, ${rangeName}`}
            columns={['Day', 'Revenue']}
            rows={trend.map((p) => [p.date, formatMoney(p.revenue)])}
          />
        )}
      </section>

      <section
        aria-labelledby="by-class-title"
        className="min-w-0 rounded-2xl border border-navy-100 bg-white p-5 shadow-card"
      >
        <h2 id="by-class-title" className="text-lg font-semibold text-navy-900">
          Bookings by Class
        </h2>
        <p className="text-sm text-navy-500">{dashboardMessages.classCount(rangeName)}</p>
        {bookingsByClass && totalByClass > 0 ? (
          <div className="relative mt-4 h-72">
            <Doughnut
              role="img"
              aria-label={`Bookings by Class: ${CLASS_LABELS.map((label, i) => `${label} ${bookingsByClass[i]}`).join(', ')}`}
              data-testid="class-chart"
              options={{
                responsive: true,
                maintainAspectRatio: false,
                cutout: '62%',
                plugins: { legend: { position: 'bottom', labels: { color: NAVY, usePointStyle: true } } },
              }}
              data={{
                labels: [...CLASS_LABELS],
                datasets: [
                  {
                    label: 'Bookings',
                    data: [...bookingsByClass],
                    backgroundColor: [SKY, NAVY, ACCENT],
                    borderColor: '#ffffff',
                    borderWidth: 2,
                  },
                ],
              }}
            />
          </div>
        ) : (
          <p className="mt-6 text-sm text-navy-500">No bookings in this range.</p>
        )}
        {bookingsByClass && (
          <DataTable
            caption="Bookings by Class in the selected range"
            columns={['Class', 'Bookings']}
            rows={CLASS_LABELS.map((label, i) => [label, bookingsByClass[i] ?? 0])}
          />
        )}
      </section>
    </div>
  );
}
