import { outbox } from '../../db/schema';
import type { Db } from '../../db/connection';
import type { MailMessage } from './mailMessage';

/** Keeps a copy of a message; `sentAt` is null when no SMTP server took it. */
export async function recordMail(db: Db, message: MailMessage, sentAt: Date | null): Promise<void> {
  await db.insert(outbox).values({ to: message.to, subject: message.subject, body: message.text, sentAt });
}
