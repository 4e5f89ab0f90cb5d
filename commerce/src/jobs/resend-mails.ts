import type { MedusaContainer } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules, NotificationStatus } from '@medusajs/framework/utils';
import { staleBefore } from '../modules/smtp-notification/resend';

/** One key for PostgreSQL's advisory lock: only one Medusa process resends at a time. */
const LOCK_KEY = 727_270_001;
/** At most this many mails per run (the rest wait for the next). */
const BATCH = 25;

/** The module's generated methods and fields its public type leaves out (status, idempotency_key, updates). */
type NotificationRow = {
  id: string;
  to: string;
  channel: string;
  template: string;
  data?: Record<string, unknown> | null;
  idempotency_key?: string | null;
  resource_id?: string | null;
  resource_type?: string | null;
};
type NotificationStore = {
  listNotifications(filters: Record<string, unknown>, config: Record<string, unknown>): Promise<NotificationRow[]>;
  updateNotifications(data: { id: string; status: NotificationStatus }[]): Promise<unknown>;
  createNotifications(data: NotificationRow): Promise<unknown>;
};

type Knex = {
  transaction<T>(
    run: (trx: { raw(sql: string, bindings: unknown[]): Promise<{ rows: { locked?: boolean }[] }> }) => Promise<T>,
  ): Promise<T>;
};

/**
 * The order mails' outbox is Medusa's Notification Module: every mail is a notification row, and
 * one the SMTP server refused stays `failure` with its rendered mail in `data`. Every 5 seconds
 * this job sends those again through the module, which re-sends a `failure` row with the same
 * idempotency key and marks it `success` (so it is sent once). A row left `pending` for a while
 * (the process died while sending) counts as failed. Several Medusa processes may run the job:
 * PostgreSQL's transaction advisory lock lets one of them do it at a time.
 */
export default async function resendMailsJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const notifications = container.resolve(Modules.NOTIFICATION) as unknown as NotificationStore;
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Knex;
  await knex.transaction(async (trx) => {
    const { rows } = await trx.raw('select pg_try_advisory_xact_lock(?) as locked', [LOCK_KEY]);
    if (!rows[0]?.locked) return;
    const { pendingBefore, failedBefore } = staleBefore(new Date());
    const stuck = await notifications.listNotifications(
      { channel: 'email', status: NotificationStatus.PENDING, updated_at: { $lt: pendingBefore } },
      { select: ['id'], take: BATCH },
    );
    if (stuck.length)
      await notifications.updateNotifications(stuck.map(({ id }) => ({ id, status: NotificationStatus.FAILURE })));
    const failed = await notifications.listNotifications(
      { channel: 'email', status: NotificationStatus.FAILURE, updated_at: { $lt: failedBefore } },
      { take: BATCH, order: { created_at: 'ASC' } },
    );
    let sent = 0;
    for (const notification of failed) {
      if (!notification.idempotency_key) continue;
      try {
        // The row's own id and key: the module re-sends it and updates that row.
        await notifications.createNotifications({
          id: notification.id,
          to: notification.to,
          channel: notification.channel,
          template: notification.template,
          data: notification.data,
          idempotency_key: notification.idempotency_key,
          resource_id: notification.resource_id,
          resource_type: notification.resource_type,
        });
        sent++;
      } catch {
        // Still down: the rest would fail too; the next run tries again.
        break;
      }
    }
    if (failed.length)
      logger.info(
        `resend-mails: sent ${sent} of ${failed.length} kept mails${sent < failed.length ? ' (the mail server still refuses)' : ''}`,
      );
  });
}

export const config = {
  name: 'resend-mails',
  schedule: '*/5 * * * * *',
};
