/**
 * The customer's review page shell, `/review/<token>`: the script (`src/renderer/review/main.ts`,
 * bundled to `/review-assets/review.js`) reads the token from the address and calls the public
 * review API. Scripts, styles, images (the uploads, same origin) and calls only from the page's own origin.
 */
export const REVIEW_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** The HTML document: bilingual title, a root for the script, nothing of the order (the script asks for it). */
export const REVIEW_PAGE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">
<title>Design review · Duyệt thiết kế</title>
<link rel="stylesheet" href="/review-assets/review.css">
<script type="module" src="/review-assets/review.js"></script>
</head><body>
<div id="review-root"><noscript>This page needs JavaScript. · Trang này cần JavaScript.</noscript></div>
</body></html>
`;
