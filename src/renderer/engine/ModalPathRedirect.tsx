import { Navigate, useLocation, useParams } from 'react-router';
import { createHash, editHash } from './modalHash';

export interface ModalPathRedirectProps {
  readonly resource: string;
  readonly mode: 'create' | 'edit';
}

/** `/{resource}/create` and `/{resource}/{id}/edit` open the list with the matching modal. */
export function ModalPathRedirect({ resource, mode }: ModalPathRedirectProps) {
  const { id } = useParams();
  const { search } = useLocation();
  const defaults = Object.fromEntries(new URLSearchParams(search));
  const hash = mode === 'create' ? createHash(resource, defaults) : editHash(resource, Number(id));
  return <Navigate replace to={{ pathname: `/${resource}`, hash }} />;
}
