import { Button, ButtonGroup, ButtonVariant, Size } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { useLabels } from '../../components/labels/useLabels';
import type { ResourceAbilities } from '../../engine';
import type { ListedCustomer } from './customerQueries';

/** Props of {@link CustomerRowActions}. */
export interface CustomerRowActionsProps {
  readonly customer: ListedCustomer;
  readonly abilities: ResourceAbilities;
}

/** Edit (the full page) and show; deleting and restoring is the row's switch. */
export function CustomerRowActions({ customer, abilities }: CustomerRowActionsProps) {
  const { t } = useLabels();
  const navigate = useNavigate();
  const deleted = customer.isDelete === true;
  return (
    <ButtonGroup variant={ButtonVariant.MINIMAL} size={Size.SMALL}>
      {abilities.update && !deleted && (
        <Button
          icon="edit"
          aria-label={t('list.edit')}
          title={t('list.edit')}
          onClick={() => void navigate(`/customers/${customer.id}/edit`)}
        />
      )}
      {abilities.show && (
        <Button
          icon="eye-open"
          aria-label={t('list.show')}
          title={t('list.show')}
          onClick={() => void navigate(`/customers/${customer.id}/show`)}
        />
      )}
    </ButtonGroup>
  );
}
