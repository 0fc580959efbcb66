import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { recordMail } from './outbox.repository';
import { createSmtpTransport } from './smtpTransport';
import type { MailMessage } from './mailMessage';

/** A plain-text mail, with the one link it is about (logged when no SMTP server is set). */
export type { MailMessage };

/** Sends mail. Every message is also kept in the `outbox` table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  readonly db: Db;
  readonly log: FastifyBaseLogger;
  /** smtp://user:pass@host:port; without it messages only go to the outbox and the log. */
  readonly smtpUrl?: string;
  /** Sender address for SMTP. @default 'Back office <no-reply@back-office.local>' */
  readonly from?: string;
}

/**
 * The SMTP mailer when `smtpUrl` is set (the outbox row then records when it was sent),
 * otherwise the outbox mailer, which logs subject and link at info level so a developer can
 * follow reset and invite links without a mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  if (!options.smtpUrl) {
    return {
      async send(message) {
        await recordMail(db, message, null);
        log.info({ to: message.to, subject: message.subject, link: message.link }, 'mail written to the outbox');
      },
    };
  }
  const transport = createSmtpTransport(options.smtpUrl, options.from ?? 'Back office <no-reply@back-office.local>');
  return {
    async send(message) {
      await transport.send(message);
      await recordMail(db, message, new Date());
    },
  };
}
