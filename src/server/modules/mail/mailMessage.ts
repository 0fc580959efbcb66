/** A mail the server sends: to whom, its subject and text, and the link it carries, if any. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly link?: string;
}
