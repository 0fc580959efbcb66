import { useParams } from 'react-router';
import { DeletedPage } from './DeletedPage';

/** `/deleted/{tab}`: the deleted page on the tab the path names. */
export function DeletedRoute() {
  const { tab } = useParams();
  return <DeletedPage tab={tab} />;
}
