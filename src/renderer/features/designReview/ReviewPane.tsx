import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../core/toaster';
import type { Mark, Version } from './designQueries';
import type { useMarkMutations } from './designQueries';
import { DrawingTools } from './DrawingTools';
import { ImagePicker } from './ImagePicker';
import { MarkForm } from './MarkForm';
import { markNumbers, marksOnImage, type MarkFilter } from './markGroups';
import { MarkShapes, MarksLayer } from './MarksLayer';
import { viewBoxOf, viewHeight, type Shape, type ShapeKind } from './markGeometry';
import { MarksPanel } from './MarksPanel';
import { useImageSize } from './useImageSize';
import { createViewStore } from './viewState';
import { ZoomPane } from './ZoomPane';

export interface ReviewPaneProps {
  readonly version: Version;
  /** Every mark of the order. */
  readonly marks: readonly Mark[];
  readonly mutations: ReturnType<typeof useMarkMutations>;
  /** A mark to show first (from the timeline or the reject form). */
  readonly initialMark: number | null;
}

/** One version under review: its image with the marks, the tools to draw more, and the marks panel. */
export function ReviewPane({ version, marks, mutations, initialMark }: ReviewPaneProps) {
  const { t } = useTranslation();
  const first = marks.find((m) => m.id === initialMark);
  const [imageIndex, setImageIndex] = useState(first?.imageIndex ?? 0);
  const [selected, setSelected] = useState<number | null>(first?.id ?? null);
  const [filter, setFilter] = useState<MarkFilter>(first?.status === 'resolved' ? 'all' : 'open');
  const [tool, setTool] = useState<ShapeKind | null>(null);
  const [draft, setDraft] = useState<Shape | null>(null);
  const store = useMemo(() => createViewStore(), []);
  const image = version.images[imageIndex] ?? version.images[0];
  const size = useImageSize(image?.image ?? null);
  const onImage = useMemo(() => marksOnImage(marks, version.version, imageIndex), [marks, version.version, imageIndex]);
  const numbers = useMemo(() => markNumbers(marks), [marks]);
  const shown = useMemo(
    () => (filter === 'all' ? onImage : onImage.filter((m) => m.status === filter || m.id === selected)),
    [onImage, filter, selected],
  );

  if (!image) return <NonIdealState icon="media" description={t('designReview.noImages')} />;
  const height = size ? viewHeight(size.width, size.height) : 0;

  const save = (body: string, forCustomer: boolean) => {
    if (!draft) return;
    mutations.create.mutate(
      {
        version: version.version,
        imageIndex,
        shape: { kind: draft.kind, points: draft.points.map(([x, y]) => [x, y]) },
        body,
        forCustomer,
      },
      {
        onSuccess: (mark) => {
          setDraft(null);
          setSelected(mark.id);
        },
        onError: (error) => notify.error(error),
      },
    );
  };

  return (
    <div className="bo-review-pane">
      <div className="bo-review-image">
        <div className="bo-review-toolbar">
          <DrawingTools value={tool} onChange={setTool} />
          <ImagePicker
            images={version.images}
            value={imageIndex}
            onChange={(i) => {
              setImageIndex(i);
              setSelected(null);
            }}
          />
        </div>
        {size ? (
          <ZoomPane
            store={store}
            size={size}
            tool={draft ? null : tool}
            onDrawn={setDraft}
            label={t('designReview.imageOf', { n: imageIndex + 1, version: version.version })}
          >
            <img src={image.image} alt="" draggable={false} className="bo-zoom-image" />
            <MarksLayer
              marks={shown}
              numbers={numbers}
              selectedId={selected}
              viewBox={viewBoxOf(size.width, size.height)}
              viewHeight={height}
              onSelect={setSelected}
            />
            {draft && (
              <svg
                className="bo-marks-layer"
                viewBox={viewBoxOf(size.width, size.height)}
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                <g className="bo-mark bo-mark-new">
                  <MarkShapes shape={draft} height={height} />
                </g>
              </svg>
            )}
          </ZoomPane>
        ) : (
          <Spinner className="bo-zoom-spinner" />
        )}
        {draft && <MarkForm busy={mutations.create.isPending} onSubmit={save} onCancel={() => setDraft(null)} />}
      </div>
      <MarksPanel
        marks={onImage}
        numbers={numbers}
        selectedId={selected}
        onSelect={setSelected}
        filter={filter}
        onFilter={setFilter}
        mutations={mutations}
      />
    </div>
  );
}
