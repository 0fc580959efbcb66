/**
 * An answer already written as JSON (a list page the database wrote, resources/pageJson.ts):
 * the route sends its bytes as they are, without the response schema's serialiser. `T` is the
 * answer it stands for, so a typed route still names what it answers; whoever makes one
 * answers for the text matching the endpoint's response schema (tests/api/listJson.test.ts).
 *
 * It is made of parts (the page's text, the total around it), each encoded on its own: the
 * string joining them would be a rope, which Node measures and encodes as UTF-8 about ten
 * times more slowly than each flat part.
 */
export class PreparedJson<T = unknown> {
  /** Never set: only carries the type of the answer the text stands for. */
  declare readonly answer?: T;

  /** The answer's UTF-8 bytes. */
  readonly body: Buffer;

  constructor(...parts: readonly string[]) {
    this.body = Buffer.concat(parts.map((part) => Buffer.from(part)));
  }
}
