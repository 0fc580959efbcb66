import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  Intent,
  ProgressBar,
  Spinner,
  SpinnerSize,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UpdateStatus } from '../../../shared/ipc/updates';
import type { UpdateReason } from './upgradeSignal';
import './updates.css';

export interface UpdateDialogProps {
  readonly reason: UpdateReason | null;
  /** Where the desktop app's update stands; undefined in the browser, which updates by reloading. */
  readonly status: UpdateStatus | undefined;
  readonly busy: boolean;
  readonly onCheck: () => void;
  readonly onInstall: () => void;
  readonly onReload: () => void;
  readonly onClose: () => void;
}

/** What the dialog says for each state of the update (desktop), or the browser's reload. */
function StatusLine({ status }: { status: UpdateStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) return <p>{t('updates.reloadHint')}</p>;
  switch (status.state) {
    case 'idle':
      return <p>{t('updates.idle')}</p>;
    case 'checking':
      return (
        <p className="bo-update-line">
          <Spinner size={SpinnerSize.SMALL} aria-hidden /> {t('updates.checking')}
        </p>
      );
    case 'current':
      return <p>{t('updates.current')}</p>;
    case 'downloading':
      return (
        <>
          <p>{t('updates.downloading', { version: status.version, percent: status.percent })}</p>
          <ProgressBar
            value={status.percent / 100}
            intent={Intent.PRIMARY}
            aria-label={t('updates.progress')}
            stripes={false}
          />
        </>
      );
    case 'ready':
      return <p>{t('updates.ready', { version: status.version })}</p>;
    case 'unavailable':
      return <p>{t('updates.unavailable')}</p>;
    case 'error':
      return (
        <Callout intent={Intent.DANGER} compact>
          {t('updates.failed', { message: status.message })}
        </Callout>
      );
  }
}

/**
 * The app's update (spec section 8, 426: "Please click below to upgrade your app!"). The
 * desktop app checks its feed, downloads and restarts into the new version; the browser
 * build reloads, since the server it comes from serves the new version.
 */
export function UpdateDialog({ reason, status, busy, onCheck, onInstall, onReload, onClose }: UpdateDialogProps) {
  const { t } = useTranslation();
  const primary = !status ? (
    <Button intent={Intent.PRIMARY} text={t('updates.reload')} onClick={onReload} />
  ) : status.state === 'ready' ? (
    <Button intent={Intent.PRIMARY} text={t('updates.restart')} onClick={onInstall} />
  ) : status.state === 'unavailable' ? null : (
    <Button
      intent={Intent.PRIMARY}
      text={t(reason === 'required' ? 'updates.upgrade' : 'updates.check')}
      loading={busy || status.state === 'checking' || status.state === 'downloading'}
      onClick={onCheck}
    />
  );
  return (
    <Dialog
      isOpen={reason !== null}
      onClose={onClose}
      title={t(reason === 'required' ? 'updates.requiredTitle' : 'updates.title')}
      icon="automatic-updates"
    >
      <DialogBody>
        {reason === 'required' && (
          <Callout intent={Intent.WARNING} compact className="bo-update-required">
            {t('updates.required')}
          </Callout>
        )}
        <StatusLine status={status} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('updates.later')} onClick={onClose} />
            {primary}
          </>
        }
      />
    </Dialog>
  );
}
