import { mayDo } from '../../../shared/domain/resourceAccess';
import { getResource } from '../../../shared/domain/resources';
import type { ScreenModal } from '../../core/screens';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ResourceFormDialog, type ModalRoute } from '../../engine';
import { NicheCharts } from './NicheCharts';

function NicheFormDialog({ route, onClose }: { readonly route: ModalRoute; readonly onClose: () => void }) {
  const user = useCurrentUser();
  const def = getResource('niches');
  if (!def) return null;
  const charts = route.id !== undefined && mayDo(user, def, 'analysis');
  return (
    <ResourceFormDialog
      def={def}
      id={route.id}
      defaults={route.defaults}
      onClose={onClose}
      extra={charts && route.id !== undefined ? <NicheCharts nicheId={route.id} /> : undefined}
    />
  );
}

/** `#niches/{id}/edit`: the generic niche form with the niche's charts below, for users with `analysis` on niches. */
export const nicheModal: ScreenModal = (route, onClose) => (
  <NicheFormDialog key={`${route.mode}-${route.id ?? ''}`} route={route} onClose={onClose} />
);
