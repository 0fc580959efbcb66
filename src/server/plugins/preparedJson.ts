/**
 * An answer already written as JSON (a list page the database wrote, resources/pageJson.ts):
 * the route sends its text as it is, without the response schema's serialiser. `T` is the
 * answer it stands for, so a typed route still names what it answers; whoever makes one
 * answers for the text matching the endpoint's response schema (tests/api/listJson.test.ts).
 */
export class PreparedJson<T = unknown> {
  /** Never set: only carries the type of the answer the text stands for. */
  declare readonly answer?: T;

  constructor(readonly text: string) {}
}
