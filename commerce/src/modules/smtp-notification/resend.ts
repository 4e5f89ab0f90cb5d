// When the resend-mails job (src/jobs/resend-mails.ts) takes up a kept order mail.

/** A send takes seconds: a row `pending` for 5 minutes belongs to a process that died while sending. */
const PENDING_LEASE_MS = 5 * 60_000;
/** A refused mail waits this long before the next try (the job runs every 5 s). */
const RETRY_AFTER_MS = 5_000;

/** The `updated_at` bounds: pending rows older than the lease, failed rows older than the pause. */
export function staleBefore(now: Date) {
  return {
    pendingBefore: new Date(now.getTime() - PENDING_LEASE_MS),
    failedBefore: new Date(now.getTime() - RETRY_AFTER_MS),
  };
}
