import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent, ProgressBar } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import type { NewFile } from '../../../shared/ipc/bridge';
import { useBridge } from '../../core/bridge';
import { notify } from '../../core/toaster';
import { useLabels } from '../../components/labels/useLabels';
import { fetchExportPage } from './exportApi';
import { exportFileName, exportRequest, formatDay, type ExportListQuery } from './exportRange';
import { draftOfPreset, ExportRangeFields, readDraft, type RangeDraft } from './ExportRangeFields';
import { exportFile } from './exportFile';
import type { ExportProgress } from './runExport';
import { exportColumnsFor, writerSpecOf } from './exportSpec';
import './export.css';

/** Props of {@link ExportDialog}. */
export interface ExportDialogProps {
  readonly resource: string;
  /** The list's current query: its filter, search and sort (and the orders' `heldBy`) go into the export. */
  readonly query: ExportListQuery;
  readonly onClose: () => void;
}

type Running = { readonly progress: ExportProgress | null; readonly saving: boolean };

const baseName = (filePath: string) => filePath.split(/[/\\]/).pop() ?? filePath;

/**
 * The Export button's dialog (spec section 2): a range of creation dates, then the export's
 * progress with Cancel; on the desktop the native dialog asks where to save before the export
 * starts and the file is written there as it is made, in a browser it is downloaded at the
 * end, and a notice says so ('Show in folder' on the desktop).
 */
export function ExportDialog({ resource, query, onClose }: ExportDialogProps) {
  const { t, resourceLabel, fieldLabel, enumLabel } = useLabels();
  const bridge = useBridge();
  const [draft, setDraft] = useState<RangeDraft>(() => draftOfPreset('thisMonth'));
  const [running, setRunning] = useState<Running | null>(null);
  const controller = useRef<AbortController | null>(null);
  const { span } = readDraft(draft);

  const start = async () => {
    if (!span) return;
    const abort = new AbortController();
    controller.current = abort;
    setRunning({ progress: null, saving: false });
    const request = exportRequest(query, span);
    const fileName = exportFileName(resource, span);
    let file: NewFile | null = null;
    try {
      // On the desktop where to save is asked first: a cancelled dialog costs no export, and
      // the file goes to the disk as it is written.
      file = await bridge.createFile({ fileName });
      if (!file) return setRunning(null);
      const out = file;
      // The workbook is written in a worker, so the screen stays live; cancelling ends the
      // worker, and what was written of the file is discarded.
      const { rows } = await exportFile({
        fetchPage: (after, limit) =>
          fetchExportPage((r) => bridge.requestBytes(r), resource, {
            ...request,
            ...(after === null ? {} : { after }),
            limit,
          }),
        columns: exportColumnsFor(resource),
        spec: (columns) => writerSpecOf(resource, columns, { resourceLabel, fieldLabel, enumLabel }),
        startWorker: () =>
          new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module', name: 'export' }),
        write: (parts) => out.write(parts),
        signal: abort.signal,
        onProgress: (progress) => setRunning({ progress, saving: false }),
      });
      setRunning((r) => r && { ...r, saving: true });
      const saved = await out.save();
      file = null;
      const { filePath } = saved;
      const reveal = bridge.showInFolder;
      if (filePath && reveal) {
        notify.success(t('export.saved', { count: rows, file: baseName(filePath) }), {
          text: t('export.showInFolder'),
          onClick: () => void reveal(filePath).catch((err: unknown) => notify.error(err)),
        });
      } else {
        notify.success(t('export.downloaded', { count: rows, file: fileName }));
      }
      onClose();
    } catch (err) {
      void file?.discard().catch(() => undefined);
      setRunning(null);
      if (abort.signal.aborted) notify.warning(t('export.cancelled'));
      else notify.error(new Error(t('export.failed', { message: err instanceof Error ? err.message : String(err) })));
    }
  };

  const cancel = () => (running ? controller.current?.abort() : onClose());
  const progress = running?.progress;
  const status = () => {
    if (!running) return null;
    if (running.saving) return t('export.saving');
    if (!progress) return t('export.starting');
    return progress.phase === 'writing'
      ? t('export.writing', { rows: progress.rows })
      : t('export.fetching', { rows: progress.rows, total: progress.total });
  };

  return (
    <Dialog
      isOpen
      onClose={cancel}
      title={t('export.title', { resource: resourceLabel(resource) })}
      icon="export"
      canOutsideClickClose={!running}
      className="bo-export-dialog"
    >
      <DialogBody>
        <ExportRangeFields value={draft} onChange={setDraft} disabled={running !== null} />
        {span && (
          <p className={Classes.TEXT_MUTED} data-testid="export-scope">
            {t('export.scope', { first: formatDay(span.first), last: formatDay(span.last) })}
          </p>
        )}
        {running && (
          <div className="bo-export-progress" data-testid="export-progress">
            <ProgressBar
              aria-label={t('export.progress')}
              intent={Intent.PRIMARY}
              animate
              value={progress && progress.total > 0 && !running.saving ? progress.rows / progress.total : undefined}
            />
            <span>{status()}</span>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('export.cancel')} onClick={cancel} data-testid="export-cancel" />
            <Button
              intent={Intent.PRIMARY}
              icon="download"
              text={t('export.start')}
              loading={running !== null}
              disabled={!span}
              onClick={() => void start()}
              data-testid="export-start"
            />
          </>
        }
      />
    </Dialog>
  );
}
