/**
 * Mail from the site. Every message is kept in the outbox (admins read it at
 * /admin/outbox, and without SMTP the log names each one with its link); with
 * SMTP_URL it is also sent, after the answer, so a slow mail server never slows
 * a page, and a failure is written beside the message.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
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

    latest: (limit: number, to?: string) => repo.latest(limit, to),

    close() {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
