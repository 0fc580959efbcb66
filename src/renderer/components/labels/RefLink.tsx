import { Link } from 'react-router';

export interface RefLinkProps {
  readonly resource: string;
  readonly id: number;
  readonly title?: string;
}

/** A reference to another row, linking to its show page (spec section 2: `/auth/{resource}/{id}/show`). */
export function RefLink({ resource, id, title }: RefLinkProps) {
  return <Link to={`/auth/${resource}/${id}/show`}>{title ?? `#${id}`}</Link>;
}
