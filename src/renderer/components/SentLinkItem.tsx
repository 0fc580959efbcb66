import { Button, Classes, Intent, Size } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Props of {@link SentLinkItem}. */
export interface SentLinkItemProps {
  /** Who it went to (an email). */
  readonly title: string;
  /** Its state, as a tag. */
  readonly tag: ReactNode;
  /** The revoke button's name; null when it cannot be revoked (or not by this user). */
  readonly revokeLabel: string | null;
  readonly revoking: boolean;
  readonly onRevoke: () => void;
  /** The muted line under it: expiry, use, decision. */
  readonly children: ReactNode;
}

/** One link sent to a customer (an upload link, a review link): whom, its state, revoke, and its details. */
export function SentLinkItem({ title, tag, revokeLabel, revoking, onRevoke, children }: SentLinkItemProps) {
  return (
    <li>
      <div className="bo-file-link-head">
        <span className={Classes.TEXT_OVERFLOW_ELLIPSIS} title={title}>
          {title}
        </span>
        {tag}
        {revokeLabel && (
          <Button
            size={Size.SMALL}
            variant="minimal"
            intent={Intent.DANGER}
            icon="disable"
            aria-label={revokeLabel}
            title={revokeLabel}
            loading={revoking}
            onClick={onRevoke}
          />
        )}
      </div>
      <div className={Classes.TEXT_MUTED}>{children}</div>
    </li>
  );
}
