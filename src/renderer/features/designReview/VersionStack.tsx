import { Classes, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/domain/format';
import { OrderStatusTag } from '../../components/OrderStatusTag';
import { Thumb } from '../../components/Thumb';
import type { Version } from './designQueries';

export interface VersionStackProps {
  /** Newest first. */
  readonly versions: readonly Version[];
  readonly selected: number | null;
  readonly onSelect: (version: number) => void;
}

/** The versions of the design, newest first: number, step, author, time, note, thumbnails and mark counts. */
export function VersionStack({ versions, selected, onSelect }: VersionStackProps) {
  const { t } = useTranslation();
  return (
    <ol className="bo-version-stack" aria-label={t('designReview.versions')}>
      {versions.map((v) => (
        <li key={v.version}>
          <button
            type="button"
            className={`bo-version${v.version === selected ? ' bo-version-selected' : ''}`}
            aria-current={v.version === selected ? 'true' : undefined}
            onClick={() => onSelect(v.version)}
          >
            <span className="bo-version-head">
              <strong>v{v.version}</strong>
              <OrderStatusTag status={v.status} />
              {v.marks.open > 0 && (
                <Tag minimal round intent="warning" title={t('designReview.openCount', { count: v.marks.open })}>
                  {t('designReview.openCount', { count: v.marks.open })}
                </Tag>
              )}
              {v.marks.resolved > 0 && (
                <Tag
                  minimal
                  round
                  intent="success"
                  title={t('designReview.resolvedCount', { count: v.marks.resolved })}
                >
                  {t('designReview.resolvedCount', { count: v.marks.resolved })}
                </Tag>
              )}
            </span>
            <span className={Classes.TEXT_MUTED}>
              {[v.author?.displayName, formatDateTime(v.createdAt)].filter(Boolean).join(' · ')}
            </span>
            {v.note && <span className="bo-version-note">{v.note}</span>}
            <span className="bo-version-thumbs">
              {v.images.slice(0, 4).map((img) => (
                <Thumb key={img.image} src={img.image} />
              ))}
              {v.images.length > 4 && <span className={Classes.TEXT_MUTED}>+{v.images.length - 4}</span>}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
