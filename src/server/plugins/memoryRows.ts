/**
 * Rows kept in memory by id: the half that the fake repositories of the services' unit tests
 * share (find, insert with the next id, remove). A fake extends it and adds what its
 * repository's interface asks beyond that.
 */
export class MemoryRows<Row extends { readonly id: number }> {
  rows: Row[] = [];
  private nextId = 1;

  find(id: number): Promise<Row | null> {
    return Promise.resolve(this.rows.find((r) => r.id === id) ?? null);
  }

  /** Removes the row; true when there was one. */
  remove(id: number): Promise<boolean> {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.id !== id);
    return Promise.resolve(this.rows.length < before);
  }

  /** Keeps a new row under the next id and answers it. */
  protected add(values: Omit<Row, 'id'>): Row {
    const row = { ...values, id: this.nextId++ } as Row;
    this.rows.push(row);
    return row;
  }
}
