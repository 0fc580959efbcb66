import { useParams } from 'react-router';
import { ResourceShowPage } from './ResourceShowPage';

export interface ResourceShowRouteProps {
  readonly resource: string;
}

/** The show page of the row the path names (`/{resource}/{id}/show`, `/auth/{resource}/{id}/show`). */
export function ResourceShowRoute({ resource }: ResourceShowRouteProps) {
  const { id } = useParams();
  const rowId = Number(id);
  return <ResourceShowPage key={`${resource}/${rowId}`} resource={resource} id={Number.isInteger(rowId) ? rowId : 0} />;
}
