import { Classes, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useMemo, type ReactNode } from 'react';
import { RESOURCES } from '../../../shared/domain/resources';
import type { Row } from '../../components/form/formValues';
import { toText } from '../../components/form/toText';
import { CellValue } from '../../components/labels/CellValue';
import { useLabels } from '../../components/labels/useLabels';
import { useRefTitles } from '../../engine';
import { InviteState } from './InviteColumn';

const fields = RESOURCES.users.fields;
const REFS = ['roleId', 'departmentId', 'supervisorId', 'userTypeId', 'customerId'] as const;

/**
 * The members labels of spec section 2 (Users): avatar, names, email, phone, address, title,
 * role, department, supervisor, user type, status (Locked when deleted), invite status and
 * sent-at.
 */
export function UserMembers({ row }: { readonly row: Row }) {
  const { t, fieldLabel } = useLabels();
  const specs = useMemo(() => REFS.map((name) => ({ name, field: fields[name] })), []);
  const rows = useMemo(() => [row], [row]);
  const titleOf = useRefTitles(specs, rows);
  const names = [row.fullName, [row.firstName, row.lastName].filter(Boolean).join(' ')]
    .map((name) => toText(name ?? ''))
    .filter((name, i, all) => name && all.indexOf(name) === i);
  const cell = (name: keyof typeof fields) => <CellValue field={fields[name]} value={row[name]} titleOf={titleOf} />;
  const labels: [string, ReactNode][] = [
    [fieldLabel('avatar', 'users'), cell('avatar')],
    [t('people.names'), [toText(row.displayName), ...names].join(' · ')],
    [fieldLabel('email', 'users'), cell('email')],
    [fieldLabel('phone', 'users'), cell('phone')],
    [fieldLabel('address', 'users'), cell('address')],
    [fieldLabel('title', 'users'), cell('title')],
    [fieldLabel('roleId', 'users'), cell('roleId')],
    [fieldLabel('departmentId', 'users'), cell('departmentId')],
    [fieldLabel('supervisorId', 'users'), cell('supervisorId')],
    [fieldLabel('userTypeId', 'users'), cell('userTypeId')],
    [
      t('people.status'),
      row.isDelete === true ? (
        <Tag intent={Intent.DANGER} icon="lock">
          {t('people.locked')}
        </Tag>
      ) : (
        <Tag minimal intent={Intent.SUCCESS}>
          {t('people.active')}
        </Tag>
      ),
    ],
    [fieldLabel('isOutsource', 'users'), cell('isOutsource')],
    [fieldLabel('inviteStatus', 'users'), <InviteState key="invite" row={row} />],
    [fieldLabel('inviteSentAt', 'users'), cell('inviteSentAt')],
  ];
  if (row.customerId) labels.push([fieldLabel('customerId', 'users'), cell('customerId')]);
  return (
    <HTMLTable compact className="bo-show-table bo-user-members" data-testid="user-members">
      <tbody>
        {labels.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value ?? <span className={Classes.TEXT_MUTED}>—</span>}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
