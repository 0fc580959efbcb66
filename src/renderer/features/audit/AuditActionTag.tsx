import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditAction } from '../../../shared/domain/enums';
import { ACTION_STYLE } from './auditFormat';

/** An audit action as a tag: its name, icon and colour. */
export function AuditActionTag({ action }: { readonly action: AuditAction }) {
  const { t } = useTranslation();
  const style = ACTION_STYLE[action];
  return (
    <Tag minimal intent={style.intent} icon={style.icon} className={style.className} data-action={action}>
      {t(`audit.actions.${action}`)}
    </Tag>
  );
}
