import { getResource } from '../../../shared/domain/resources';

/** Looks up the title of a referenced row: `titleOf('customers', 12)`. */
export type TitleLookup = (resource: string, id: number) => string | undefined;

/** Field shown as a referenced row's title. */
export function titleFieldOf(resource: string): string {
  return getResource(resource)?.titleField ?? 'id';
}
