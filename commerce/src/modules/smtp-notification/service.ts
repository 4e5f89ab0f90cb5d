import { AbstractNotificationProviderService, MedusaError } from '@medusajs/framework/utils';
import type {
  Logger,
  ProviderSendNotificationDTO,
  ProviderSendNotificationResultsDTO,
} from '@medusajs/framework/types';
import nodemailer from 'nodemailer';

export type SmtpNotificationOptions = {
  /** smtp://host:port (user:password@, smtps://): the shop's one mail path, SMTP_URL. */
  smtpUrl?: string;
  /** The sender, e.g. "Tonewood <workshop@tonewood.example>" (SITE_MAIL_FROM). */
  from: string;
};

/**
 * Medusa's email channel over SMTP with nodemailer: the same SMTP_URL the site functions send
 * through (a local maildev under `npm start` and the e2e run). A notification carries its
 * rendered mail in `data` ({ subject, text, html?, language, attachments? }): the text is the
 * alternative of the HTML; see layout.ts, order-mail.ts and shipping-mail.ts.
 */
export class SmtpNotificationService extends AbstractNotificationProviderService {
  static identifier = 'smtp';
  private readonly transport: { sendMail(mail: object): Promise<{ messageId?: string }> } | null;
  private readonly from: string;
  private readonly logger: Logger;

  constructor({ logger }: { logger: Logger }, options: SmtpNotificationOptions) {
    super();
    this.logger = logger;
    this.from = options.from;
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
    if (!this.transport) logger.warn('smtp-notification: SMTP_URL is not set; order mails are not sent');
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const data = (notification.data ?? {}) as {
      subject?: string;
      text?: string;
      html?: string;
      language?: string;
      attachments?: { filename: string; content: string; contentType?: string }[];
    };
    if (!data.subject || !data.text) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `smtp-notification: ${notification.template} has no subject or text`,
      );
    }
    if (!this.transport) {
      this.logger.warn(`smtp-notification: not sending "${data.subject}" (SMTP_URL is not set)`);
      return {};
    }
    const info = await this.transport.sendMail({
      from: notification.from || this.from,
      to: notification.to,
      subject: data.subject,
      text: data.text,
      ...(data.html ? { html: data.html } : {}),
      ...(data.attachments?.length ? { attachments: data.attachments } : {}),
      headers: data.language ? { 'Content-Language': data.language } : undefined,
    });
    return { id: String(info.messageId ?? '') };
  }
}
