import nodemailer from 'nodemailer';
import type { MailMessage } from './mailer';

/** Sends messages through the SMTP server of an smtp:// or smtps:// URL. */
export function createSmtpTransport(smtpUrl: string, from: string): { send(message: MailMessage): Promise<void> } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
