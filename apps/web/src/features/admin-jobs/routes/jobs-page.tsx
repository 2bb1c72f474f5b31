import { jobsMessages, type FailedJob } from '@skylark/contract';
import { RotateCw } from 'lucide-react';
import { Badge, Button, EmptyState, ErrorState, usePageTitle } from '@/components/ui';
import { ListSpinner } from '@/components/ui/query-list';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatShortDate, formatTime } from '@/lib/format';
import { useToast } from '@/lib/toast';
import { useFailedJobs, useRetryJob } from '@/features/admin-jobs/api/failed-jobs';

const when = (iso: string | null) => (iso ? `${formatShortDate(iso)} ${formatTime(iso)}` : '—');

function JobCard({ job, busy, onRetry }: { job: FailedJob; busy: boolean; onRetry: () => void }) {
  return (
    <li
      aria-label={job.what}
      className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-card sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="min-w-0 space-y-1">
        <p className="font-semibold wrap-anywhere text-navy-900">{job.what}</p>
        <p className="text-sm wrap-anywhere text-danger-700">
          {jobsMessages.why}: {job.error}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-navy-600">
          <Badge tone="gray">
            {jobsMessages.queue}: {job.queue}
          </Badge>
          <span>
            {jobsMessages.tries}: {job.tries}
          </span>
          <span>
            {jobsMessages.failedAt}: {when(job.failedAt)}
          </span>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={onRetry}
        aria-label={`${jobsMessages.retry}: ${job.what}`}
        icon={<RotateCw className="size-4" aria-hidden="true" />}
      >
        {busy ? jobsMessages.retrying : jobsMessages.retry}
      </Button>
    </li>
  );
}

/** Jobs (/admin/jobs, docs/product.md#104-background-jobs-and-mail): failed background work, what, why, how many tries; retried by an admin. */
export default function JobsPage() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  usePageTitle(jobsMessages.title);
  const jobs = useFailedJobs();
  const retry = useRetryJob();

  const onRetry = (job: FailedJob) =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(jobsMessages.retried),
      onError: (error) => toast.error(errorMessage(error, jobsMessages.notFound)),
    });

  let body;
  if (jobs.isPending) body = <ListSpinner label="Loading the failed jobs…" />;
  else if (jobs.isError)
    body = (
      <ErrorState
        message={errorMessage(jobs.error, jobsMessages.loadFailed)}
        onRetry={() => void jobs.refetch()}
      />
    );
  else if (jobs.data.length === 0) body = <EmptyState title={jobsMessages.none} />;
  else
    body = (
      <ul className="space-y-3" aria-busy={jobs.isFetching || undefined}>
        {jobs.data.map((job) => (
          <JobCard
            key={job.id}
            job={job}
            busy={retry.isPending && retry.variables === job.id}
            onRetry={() => onRetry(job)}
          />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{jobsMessages.title}</h1>
        <p className="mt-1 text-sm text-navy-500">{jobsMessages.intro}</p>
      </div>
      {body}
    </div>
  );
}
