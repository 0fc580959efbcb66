/** Formatting tags customer requirements may keep; every other tag is dropped, its text kept. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

const VOID_TAGS = new Set(['br', 'hr']);

/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'];

const SAFE_URL = /^(?:https?:|mailto:)/i;

const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(colon|tab|newline));?/gi;
const NAMED: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n' };

function decodeEntities(value: string): string {
  return value.replace(ENTITY, (_m, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name.toLowerCase()] ?? '';
    const code = dec ? Number(dec) : parseInt(hex ?? '', 16);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The href of an `<a>` tag when it is an http(s) or mailto link; null otherwise. */
function safeHref(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  const raw = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  const decoded = decodeEntities(raw).replace(/[\s\p{Cc}]/gu, '');
  return SAFE_URL.test(decoded) ? decoded : null;
}

function rebuildTag(closing: boolean, name: string, attributes: string): string {
  const tag = name.toLowerCase();
  if (!ALLOWED_TAGS.has(tag)) return '';
  if (closing) return VOID_TAGS.has(tag) ? '' : `</${tag}>`;
  if (tag !== 'a') return `<${tag}>`;
  const href = safeHref(attributes);
  return href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer" target="_blank">` : '<a>';
}

const DROPPED = new RegExp(`<(${DROPPED_WITH_CONTENT.join('|')})\\b[\\s\\S]*?(?:<\\/\\1\\s*>|$)`, 'gi');
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;

/**
 * Sanitises rich text by an allow-list: keeps basic formatting tags without attributes
 * (links keep an http, https or mailto `href`), drops scripts, styles, frames, comments,
 * event handlers and `javascript:` URLs, and escapes every stray `<`.
 */
export function sanitizeHtml(html: string): string {
  const withoutComments = html.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g, '');
  const withoutDropped = withoutComments.replace(DROPPED, '').replace(/<[!?][^>]*>/g, '');
  let out = '';
  let last = 0;
  for (const match of withoutDropped.matchAll(TAG)) {
    out += withoutDropped.slice(last, match.index).replace(/</g, '&lt;');
    out += rebuildTag(match[1] === '/', match[2] ?? '', match[3] ?? '');
    last = match.index + match[0].length;
  }
  return out + withoutDropped.slice(last).replace(/</g, '&lt;');
}
