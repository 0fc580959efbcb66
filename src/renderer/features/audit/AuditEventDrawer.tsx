import { Classes, Drawer, DrawerSize, H6 } from '@blueprintjs/core';
import { formatDateTime } from '../../../shared/domain/format';
import { useIsNarrow } from '../../components/useIsNarrow';
import { useLabels } from '../../components/labels/useLabels';
import { AuditActionTag } from './AuditActionTag';
import { AuditChangeTable } from './AuditChangeTable';
import { auditDiff } from './auditDiff';
import type { AuditEvent } from './auditQueries';
import { authorName } from './authorName';
import { RecordLink } from './RecordLink';

export interface AuditEventDrawerProps {
  /** The event shown; null keeps the drawer closed. */
  readonly event: AuditEvent | null;
  readonly onClose: () => void;
}

/** One audit event in a side drawer: who, when, what, and the change field by field. */
export function AuditEventDrawer({ event, onClose }: AuditEventDrawerProps) {
  const narrow = useIsNarrow();
  return (
    <Drawer
      isOpen={event !== null}
      onClose={onClose}
      size={narrow ? '100%' : DrawerSize.STANDARD}
      icon="history"
      title={event ? <DrawerTitle event={event} /> : undefined}
      className="bo-audit-drawer"
    >
      {event && <DrawerBody event={event} />}
    </Drawer>
  );
}

function DrawerTitle({ event }: { readonly event: AuditEvent }) {
  const { resourceLabel } = useLabels();
  return (
    <span className="bo-audit-drawer-title">
      {resourceLabel(event.resource)}
      {event.recordId !== null && ` #${event.recordId}`}
      <AuditActionTag action={event.action} />
    </span>
  );
}

function DrawerBody({ event }: { readonly event: AuditEvent }) {
  const { t } = useLabels();
  const mode = auditDiff(event).mode;
  return (
    <div className={Classes.DRAWER_BODY} data-testid="audit-drawer">
      <div className="bo-audit-drawer-body">
        <dl className="bo-meta-list">
          <dt>{t('audit.who')}</dt>
          <dd>{authorName(event, t)}</dd>
          <dt>{t('audit.when')}</dt>
          <dd>{formatDateTime(event.createdAt)}</dd>
          {event.recordId !== null && (
            <>
              <dt>{t('audit.record')}</dt>
              <dd>
                <RecordLink resource={event.resource} id={event.recordId} />
              </dd>
            </>
          )}
        </dl>
        <H6>{t(`audit.modes.${mode}`)}</H6>
        <AuditChangeTable event={event} />
      </div>
    </div>
  );
}
