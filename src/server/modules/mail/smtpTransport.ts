import type { Transporter } from 'nodemailer';
import type { MailMessage } from './mailMessage';

/**
 * Sends messages through the SMTP server of an smtp:// or smtps:// URL. nodemailer loads with
 * the first message rather than with the server: it took some 80 ms of every start.
 */
export function createSmtpTransport(smtpUrl: string, from: string): { send(message: MailMessage): Promise<void> } {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
