import { useLocation } from 'react-router';
import { getResource } from '../../shared/domain/resources';
import { useScreens } from '../core/screens';
import { useCurrentUser } from '../core/session/useCurrentUser';
import { parseModalHash } from './modalHash';
import { resourceAbilities } from './resourceAbilities';
import { ResourceFormDialog } from './ResourceFormDialog';
import { useModalNavigation } from './useModalNavigation';

/**
 * Opens the create or edit modal the URL hash names (`#niches/create`, `#niches/12/edit`,
 * `#mistakeRecords/create?orderId=5`) over whatever page is shown. Mount it once inside the
 * private shell; closing the modal removes the hash. A feature's own modal for the resource
 * (`FeatureScreens.modals`) opens instead of the generic form.
 */
export function ResourceModalHost() {
  const { hash } = useLocation();
  const user = useCurrentUser();
  const modal = useModalNavigation();
  const { modals } = useScreens();
  const route = parseModalHash(hash);
  const def = route ? getResource(route.resource) : undefined;
  if (!route || !def) return null;
  const abilities = resourceAbilities(user, def);
  const allowed = route.mode === 'create' ? abilities.create : abilities.update;
  if (!allowed) return null;
  const custom = modals[route.resource];
  if (custom) return custom(route, modal.close);
  return <ResourceFormDialog key={hash} def={def} id={route.id} defaults={route.defaults} onClose={modal.close} />;
}
