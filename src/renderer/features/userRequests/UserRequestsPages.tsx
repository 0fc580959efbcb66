import { Navigate } from 'react-router';
import { can } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';
import { SwitchLink } from '../../components/SwitchLink';
import { ResourceListPage } from '../../engine';
import { RequestDecisionColumn } from './RequestDecisionColumn';
import './userRequests.css';

/** `/userRequests`: every request the caller may read, pending ones with Approve and Reject (userRequests.get). */
export function UserRequestsPage() {
  const { t } = useLabels();
  const user = useCurrentUser();
  if (!can(user, 'userRequests', 'get')) return <Navigate replace to="/userRequests/me" />;
  return (
    <ResourceListPage
      resource="userRequests"
      extraColumns={RequestDecisionColumn}
      actions={<SwitchLink to="/userRequests/me" icon="person" text={t('userRequests.mine')} />}
    />
  );
}

/** `/userRequests/me`: the caller's own requests with their answers, and New to send one. */
export function MyRequestsPage() {
  const { t } = useLabels();
  const user = useCurrentUser();
  return (
    <ResourceListPage
      resource="userRequests"
      source="mine"
      actions={
        can(user, 'userRequests', 'get') ? (
          <SwitchLink to="/userRequests" icon="inbox" text={t('userRequests.all')} />
        ) : undefined
      }
    />
  );
}
