import { Link } from 'react-router';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { openableRecordPath } from './auditFormat';

export interface RecordLinkProps {
  readonly resource: string;
  readonly id: number | null;
}

/** `#id` of an audited record, linking to its page when it has one the user may open. */
export function RecordLink({ resource, id }: RecordLinkProps) {
  const user = useCurrentUser();
  if (id === null) return null;
  const path = openableRecordPath(user, resource, id);
  return path ? (
    <Link to={path} onClick={(e) => e.stopPropagation()}>
      #{id}
    </Link>
  ) : (
    <span>#{id}</span>
  );
}
