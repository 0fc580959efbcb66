import type { FilterOperator } from '../../shared/api/listQuery';

/** A scalar value of a filter, already typed for its column (datetimes as Date). */
export type FilterScalar = string | number | boolean | Date;

/** One condition on one field; a list's conditions are ANDed. */
export interface FilterTerm {
  readonly field: string;
  readonly op: FilterOperator;
  /** null only with $eq and $ne (IS NULL, IS NOT NULL); an array with $in, $nin and $all. */
  readonly value: FilterScalar | null | readonly FilterScalar[];
}
