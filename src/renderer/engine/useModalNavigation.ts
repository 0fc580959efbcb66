import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createHash, editHash } from './modalHash';

/** Opens and closes the create and edit modals by changing only the URL hash of the current page. */
export function useModalNavigation() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const withHash = useCallback(
    (hash: string) => void navigate({ pathname, search, hash }),
    [navigate, pathname, search],
  );
  return useMemo(
    () => ({
      openCreate: (resource: string, defaults?: Readonly<Record<string, string | number>>) =>
        withHash(createHash(resource, defaults)),
      openEdit: (resource: string, id: number) => withHash(editHash(resource, id)),
      close: () => withHash(''),
    }),
    [withHash],
  );
}
