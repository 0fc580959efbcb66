/**
 * Where the Trello import may download attachments from (config.trelloAttachmentHosts). An
 * entry is a host name (`trello.com`: that host over https), a domain's subdomains
 * (`*.trello.com`, over https) or an origin (`http://127.0.0.1:8080`: exactly that scheme,
 * host and port). Nothing else is ever fetched, so a board cannot point the server at
 * internal addresses.
 */

/** Trello's own hosts: the card download links and the storage they redirect to. */
export const DEFAULT_ATTACHMENT_HOSTS: readonly string[] = [
  'trello.com',
  '*.trello.com',
  'trello-attachments.s3.amazonaws.com',
];

type Rule = (url: URL) => boolean;

function ruleOf(entry: string): Rule {
  const text = entry.trim().toLowerCase();
  if (/^https?:\/\//.test(text)) {
    const origin = new URL(text).origin;
    return (url) => url.origin === origin;
  }
  if (text.startsWith('*.')) {
    const suffix = text.slice(1);
    return (url) => url.protocol === 'https:' && url.hostname.endsWith(suffix) && url.port === '';
  }
  return (url) => url.protocol === 'https:' && url.hostname === text && url.port === '';
}

/** A test of whether a URL may be fetched, from the allow-list's entries. */
export function attachmentHostTest(entries: readonly string[] = DEFAULT_ATTACHMENT_HOSTS): (url: URL) => boolean {
  const rules = entries.filter((entry) => entry.trim()).map(ruleOf);
  return (url) => url.username === '' && url.password === '' && rules.some((rule) => rule(url));
}
