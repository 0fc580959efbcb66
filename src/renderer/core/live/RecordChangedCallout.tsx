import { Button, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ServerEvent } from '../../../shared/api/events';

/** Props of {@link RecordChangedCallout}. */
export interface RecordChangedCalloutProps {
  readonly changes: readonly ServerEvent[];
  /** Reads the record again, dropping what the form holds. */
  readonly onReload: () => void;
}

/**
 * Tells someone editing a record that another person just changed it: who, which fields and
 * when. Their form stays as it is until they choose to reload.
 */
export function RecordChangedCallout({ changes, onReload }: RecordChangedCalloutProps) {
  const { t, i18n } = useTranslation();
  if (changes.length === 0) return null;
  const last = changes[changes.length - 1];
  const fields = [...new Set(changes.flatMap((change) => change.fields))];
  const when = new Date(last.at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <Callout intent={Intent.WARNING} icon="people" className="bo-record-changed" role="status">
      <p>
        {t('live.changed', {
          actor: last.actor?.name ?? t('live.server'),
          time: when,
          fields: fields.length > 0 ? fields.join(', ') : t(`live.action.${last.action}`),
        })}
      </p>
      <Button small intent={Intent.WARNING} icon="refresh" text={t('live.reload')} onClick={onReload} />
    </Callout>
  );
}
