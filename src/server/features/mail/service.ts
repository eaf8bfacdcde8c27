/**
 * Mail from the site. Every message is kept in the outbox; with SMTP_URL it is
 * also sent, after the answer, so a slow mail server never slows a page, and a
 * failure is written beside the message. Admins read the outbox at
 * /admin/outbox: with SMTP, who was sent what and whether it left, never what
 * it says (its links and codes are the recipient's alone); without SMTP
 * (development, where the log also names each message with its link) the
 * whole mail, since nobody else will ever read it.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailDelivery, OutboxList } from '../../../contract/mail.ts';
import type { Config } from '../../config.ts';
import type { MailRepository, OutboxRow } from './repository.ts';

/** What a message is for: the outbox can be read by kind, and tests find theirs by it. */
export const MAIL_KINDS = [
  'confirm-signup',
  'already-registered',
  'reset-password',
  'password-changed',
  'change-email',
  'email-changed',
  'account-deleted',
  'review-request',
  'project-confirmation',
  'team-invitation',
  'job-digest',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
  entityId?: number | null;
}

export function createMailer({
  config,
  repo,
  log,
  now = () => new Date(),
}: {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  repo: MailRepository;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const delivery: MailDelivery = transport ? 'smtp' : 'outbox';

  async function deliver(row: OutboxRow) {
    try {
      await transport!.sendMail({ from: config.mailFrom, to: row.toAddress, subject: row.subject, text: row.bodyText });
      await repo.markSent(row.id, now());
    } catch (err) {
      log.error({ err, mailId: row.id }, 'sending mail failed');
      await repo.markFailed(row.id, err instanceof Error ? err.message : String(err));
    }
  }

  return {
    async send(mail: Mail): Promise<void> {
      const row = await repo.insert({
        toAddress: mail.to,
        subject: mail.subject,
        bodyText: mail.text,
        kind: mail.kind,
        entityId: mail.entityId ?? null,
      });
      if (transport) {
        void deliver(row);
        return;
      }
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      // Without SMTP the console is where a developer finds the link (README, "Quick start").
      log.info(
        { mailId: row.id, kind: mail.kind },
        `✉ mail to ${mail.to} kept in the outbox (no SMTP_URL): ${mail.subject}${link ? `\n    ${link}` : ''}`,
      );
    },

    /** The newest mail, to one address or all. */
    async outbox(limit: number, to?: string): Promise<OutboxList> {
      const rows = await repo.latest(limit, to);
      return {
        delivery,
        messages: rows.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          ...(delivery === 'outbox' ? { text: r.bodyText } : {}),
          kind: r.kind,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
          error: r.error,
        })),
      };
    },

    close() {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
