/**
 * An answer already written as JSON (a list page the database wrote, resources/pageJson.ts):
 * the route sends its bytes as they are, without the response schema's serialiser. `T` is the
 * answer it stands for, so a typed route still names what it answers; whoever makes one
 * answers for the text matching the endpoint's response schema (tests/api/listJson.test.ts).
 *
 * It is made of parts (each row's object, the commas, the total around them), each encoded
 * on its own: a string joining them would be a rope, which Node measures and encodes as UTF-8
 * about ten times more slowly than each flat part, or a flat string among V8's large objects
 * (pageJson.ts says what those cost).
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

/** The parts of a JSON array's items (each already JSON), commas between: what `PreparedJson` takes. */
export function commaSeparated(items: readonly string[]): string[] {
  return items.flatMap((item, i) => (i === 0 ? [item] : [',', item]));
}
