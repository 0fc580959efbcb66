import type { MailMessage } from './mailMessage';

/** The password-reset mail: one link, valid for an hour, usable once. */
export function resetPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your back office password',
    link,
    text: [
      'Someone asked to reset the password of your back office account.',
      `Open this link within an hour to choose a new password: ${link}`,
      'If it was not you, ignore this mail: your password stays the same.',
    ].join('\n\n'),
  };
}

/** The invitation mail: a link to create the account's password. */
export function inviteMail(to: string, link: string, days: number): MailMessage {
  return {
    to,
    subject: 'You are invited to the back office',
    link,
    text: [
      'You have been invited to the back office.',
      `Open this link within ${days} days to set your name and password: ${link}`,
    ].join('\n\n'),
  };
}

/** The customer upload link: a page where they send the original files of one order. */
export function uploadLinkMail(to: string, link: string, order: string, days: number): MailMessage {
  return {
    to,
    subject: `Send us the original files of ${order}`,
    link,
    text: [
      `Please upload the original files of ${order} (images, each under 5 MB) on this page: ${link}`,
      `The link works for ${days} days; no account is needed.`,
    ].join('\n\n'),
  };
}

/** The customer review link: a page where they see the design of one order and approve it or ask for changes. */
export function reviewLinkMail(to: string, link: string, order: string, expiresAt: Date): MailMessage {
  return {
    to,
    subject: `Your design for ${order} is ready for review`,
    link,
    text: [
      `The design of ${order} is ready. See it, mark what you would change, and approve it or ask for changes on this page: ${link}`,
      `The link works until ${expiresAt.toUTCString()}; no account is needed.`,
    ].join('\n\n'),
  };
}

/** The mail to a webhook's owner when the server switched it off: why, and where to switch it on. */
export function webhookDisabledMail(to: string, url: string, reason: string, link: string): MailMessage {
  return {
    to,
    subject: 'A webhook of the back office was switched off',
    link,
    text: [
      `The webhook to ${url} was switched off: ${reason}.`,
      `Check the receiver, then switch it on again in Settings › Webhooks: ${link}`,
      'Deliveries still waiting are sent once it is on again; a failed one can be resent from its log.',
    ].join('\n\n'),
  };
}
