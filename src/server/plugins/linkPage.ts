import type { FastifyReply } from 'fastify';

/** A page, not part of the API: left out of the OpenAPI document. */
export const PAGE_ROUTE = { schema: { hide: true } };

/**
 * The headers of a page a link opens without an account (the customer's upload and review
 * pages): its own content security policy, no referrer carrying the token away, no sniffing,
 * not indexed.
 */
export function linkPageHeaders(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .header('content-security-policy', csp)
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('x-robots-tag', 'noindex');
}
