import { NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffPixels } from './imageDiff';
import type { Size, ViewStore } from './viewState';
import { ZoomPane } from './ZoomPane';

/** Longest side the difference is computed at: enough to see a change, quick on a 4000 px image. */
const DIFF_MAX_SIDE = 1600;

function load(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(url));
    img.src = url;
  });
}

function pixelsOf(img: HTMLImageElement, width: number, height: number): ImageData {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(img, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

export interface DiffViewProps {
  readonly before: string;
  readonly after: string;
  /** The first image's size: the second is scaled to it. */
  readonly size: Size;
  readonly store: ViewStore;
}

/** The changed pixels of two versions, highlighted over a faded first image. */
export function DiffView({ before, after, size, store }: DiffViewProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<{ key: string; changed: number } | { key: string; failed: true } | null>(null);
  const key = `${before}|${after}`;
  const ratio = Math.min(1, DIFF_MAX_SIDE / Math.max(size.width, size.height));
  const width = Math.max(1, Math.round(size.width * ratio));
  const height = Math.max(1, Math.round(size.height * ratio));

  useEffect(() => {
    let live = true;
    Promise.all([load(before), load(after)])
      .then(([a, b]) => {
        // Both drawn at the first's size: a second image of another size is scaled to it.
        const diff = diffPixels(pixelsOf(a, width, height), pixelsOf(b, width, height));
        const target = canvas.current?.getContext('2d');
        if (!live || !target) return;
        const image = target.createImageData(diff.width, diff.height);
        image.data.set(diff.data);
        target.putImageData(image, 0, 0);
        setState({ key, changed: diff.changed / (width * height) });
      })
      .catch(() => live && setState({ key, failed: true }));
    return () => {
      live = false;
    };
  }, [before, after, key, width, height]);

  const current = state?.key === key ? state : null;
  if (current && 'failed' in current) return <NonIdealState icon="error" description={t('designReview.diffFailed')} />;
  return (
    <div className="bo-diff">
      <Tag minimal className="bo-diff-share">
        {current ? t('designReview.changed', { percent: (current.changed * 100).toFixed(1) }) : <Spinner size={12} />}
      </Tag>
      <ZoomPane store={store} size={size} label={t('designReview.modes.difference')}>
        <canvas ref={canvas} width={width} height={height} className="bo-zoom-image" />
      </ZoomPane>
    </div>
  );
}
