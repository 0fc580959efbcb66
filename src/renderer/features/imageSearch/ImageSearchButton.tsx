import { Button, Intent, Size } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ImageSearchDialog } from './ImageSearchDialog';
import './imageSearch.css';

/** The floating search-by-image button of every page (spec section 2), for users who may read orders. */
export function ImageSearchButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!can(user, 'orders', 'get')) return null;
  return (
    <>
      <Button
        className="bo-image-search-fab"
        intent={Intent.PRIMARY}
        size={Size.LARGE}
        icon="media"
        aria-label={t('imageSearch.open')}
        title={t('imageSearch.open')}
        data-testid="image-search-button"
        onClick={() => setOpen(true)}
      />
      {open && <ImageSearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}
