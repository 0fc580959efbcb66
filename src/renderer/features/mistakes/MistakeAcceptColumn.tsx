import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraColumn, ExtraColumnsProps } from '../../engine';
import { MistakeAccept } from './MistakeAccept';

/** A mistake records list's last column: each record's acceptance, with Accept for its victim. */
export function MistakeAcceptColumn({ children }: ExtraColumnsProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    (): readonly ExtraColumn[] => [
      {
        id: 'acceptance',
        title: t('mistakes.acceptance'),
        width: 170,
        render: (row) =>
          typeof row.id === 'number' ? (
            <MistakeAccept
              id={row.id}
              victimId={typeof row.victimId === 'number' ? row.victimId : null}
              isAccept={typeof row.isAccept === 'boolean' ? row.isAccept : null}
            />
          ) : null,
      },
    ],
    [t],
  );
  return <>{children(columns)}</>;
}
