/**
 * An answer already written as JSON (a list page the database wrote, resources/pageJson.ts):
 * the route sends its bytes as they are, without the response schema's serialiser. `T` is the
 * answer it stands for, so a typed route still names what it answers; whoever makes one
 * answers for the text matching the endpoint's response schema (tests/api/listJson.test.ts).
 *
 * It is made of parts, each either text or UTF-8 bytes already (what the database wrote,
 * pageJson.ts), and holds their bytes: neither joined into one string nor encoded again.
 */
export class PreparedJson<T = unknown> {
  /** Never set: only carries the type of the answer the text stands for. */
  declare readonly answer?: T;

  /** The answer's UTF-8 bytes. */
  readonly body: Buffer;

  constructor(...parts: readonly (string | Buffer)[]) {
    this.body = Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  }
}
