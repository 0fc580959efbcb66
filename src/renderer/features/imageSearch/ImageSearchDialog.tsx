import {
  Button,
  ButtonGroup,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  Intent,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useEffect, useEffectEvent, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBridge } from '../../core/bridge';
import { ImageSearchResults } from './ImageSearchResults';
import { ImageFileInput } from '../../components/ImageFileInput';
import { clipboardFile } from '../../components/uploadImages';
import { droppedImageUrl, firstFile, searchFailure } from './searchImageInput';
import { useImageSearch } from './useImageSearch';

export interface ImageSearchDialogProps {
  readonly onClose: () => void;
}

/**
 * The search window: an image pasted (Ctrl/Cmd+V; in the desktop app read by main from the
 * clipboard), dropped (a file, or an image dragged from this app) or chosen, shown beside
 * the orders that look like it; a click opens one.
 */
export function ImageSearchDialog({ onClose }: ImageSearchDialogProps) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const navigate = useNavigate();
  const { query, refusal, search, searchWith } = useImageSearch();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const pasteFromClipboard = async () => {
    const image = await bridge.readClipboardImage().catch(() => null);
    searchWith(image ? clipboardFile(image) : null, 'imageSearch.errors.noClipboardImage');
  };
  // Ctrl/Cmd+V anywhere while the window is open.
  const onPaste = useEffectEvent((event: ClipboardEvent) => {
    event.preventDefault();
    if (bridge.platform === 'electron') void pasteFromClipboard();
    else searchWith(firstFile(event.clipboardData), 'imageSearch.errors.noClipboardImage');
  });
  useEffect(() => {
    const listener = (event: ClipboardEvent) => onPaste(event);
    document.addEventListener('paste', listener);
    return () => document.removeEventListener('paste', listener);
  }, []);

  const onDrop = async (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = firstFile(event.dataTransfer);
    const url = file ? null : droppedImageUrl(event.dataTransfer, window.location.origin);
    const blob = url
      ? await fetch(url)
          .then((r) => (r.ok ? r.blob() : null))
          .catch(() => null)
      : null;
    searchWith(file ?? (blob && new File([blob], 'image', { type: blob.type })));
  };
  const open = (orderId: number) => {
    onClose();
    void navigate(`/orders/${orderId}/edit`);
  };
  const failure = search.isError ? searchFailure(search.error) : null;

  return (
    <Dialog isOpen onClose={onClose} title={t('imageSearch.title')} icon="media" className="bo-image-search-dialog">
      <DialogBody>
        <div
          className={`bo-image-search ${dragging ? 'is-dragging' : ''}`}
          data-testid="image-search-drop"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => void onDrop(e)}
        >
          <div className="bo-image-search-query">
            {query ? (
              <img src={query.url} alt={t('imageSearch.query')} data-testid="image-search-query" />
            ) : (
              <NonIdealState icon="media" description={t(dragging ? 'imageSearch.dropHere' : 'imageSearch.hint')} />
            )}
            <ButtonGroup fill>
              <Button icon="clipboard" text={t('imageSearch.paste')} onClick={() => void pasteFromClipboard()} />
              <Button
                icon="folder-open"
                text={t(query ? 'imageSearch.another' : 'imageSearch.choose')}
                onClick={() => input.current?.click()}
              />
            </ButtonGroup>
            <ImageFileInput ref={input} testId="image-search-file" onFiles={(files) => searchWith(files[0] ?? null)} />
          </div>
          <div className="bo-image-search-results" aria-live="polite">
            {refusal ? (
              <Callout intent={Intent.DANGER} icon="error">
                {t(refusal)}
              </Callout>
            ) : search.isPending ? (
              <NonIdealState icon={<Spinner size={32} />} description={t('imageSearch.searching')} />
            ) : search.isError ? (
              <Callout intent={Intent.DANGER} icon="error">
                {failure === null
                  ? t('imageSearch.errors.failed')
                  : 'key' in failure
                    ? t(failure.key)
                    : failure.message}
              </Callout>
            ) : search.data ? (
              <ImageSearchResults results={search.data.results} onOpen={open} />
            ) : (
              <p className={Classes.TEXT_MUTED}>{t('imageSearch.intro')}</p>
            )}
          </div>
        </div>
      </DialogBody>
    </Dialog>
  );
}
