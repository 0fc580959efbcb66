import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateStatus } from '../../../shared/ipc/updates';
import { useBridge } from '../../core/bridge';
import { notify } from '../../core/toaster';
import { UpdateDialog } from './UpdateDialog';
import { upgradeSignal, type UpdateReason } from './upgradeSignal';

/**
 * The app's updates, mounted once: the dialog a 426 or the user menu opens, and a notice
 * when the desktop app has downloaded a new version in the background.
 */
export function AppUpdates() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const updates = bridge.updates;
  const [reason, setReason] = useState<UpdateReason | null>(null);
  const [status, setStatus] = useState<UpdateStatus | undefined>(updates ? { state: 'idle' } : undefined);
  const [busy, setBusy] = useState(false);
  const announced = useRef<string | null>(null);

  useEffect(() => upgradeSignal.subscribe((next) => setReason((open) => (open === 'required' ? open : next))), []);

  useEffect(() => {
    if (!updates) return;
    return updates.onStatus((next) => {
      setStatus(next);
      if (next.state === 'ready' && announced.current !== next.version) {
        announced.current = next.version;
        notify.success(t('updates.readyNotice', { version: next.version }), {
          text: t('updates.restart'),
          onClick: () => void updates.install(),
        });
      }
    });
  }, [updates, t]);

  const check = () => {
    if (!updates) return;
    setBusy(true);
    updates
      .check()
      .then(setStatus)
      .catch((error: unknown) => setStatus({ state: 'error', message: String(error).slice(0, 500) }))
      .finally(() => setBusy(false));
  };

  return (
    <UpdateDialog
      reason={reason}
      status={status}
      busy={busy}
      onCheck={check}
      onInstall={() => void updates?.install()}
      onReload={() => window.location.reload()}
      onClose={() => setReason(null)}
    />
  );
}
