import { HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/domain/orderStatus';
import { useLabels } from '../../../components/labels/useLabels';
import type { BoardPreview } from './trelloImportForm';

/** Props of {@link ListStatusTable}. */
export interface ListStatusTableProps {
  readonly lists: BoardPreview['lists'];
  /** List id → status. */
  readonly value: Readonly<Record<string, OrderStatus>>;
  readonly onChange: (listId: string, status: OrderStatus) => void;
  readonly disabled?: boolean;
}

/** The board's open lists, each with its card count and the status its cards start at. */
export function ListStatusTable({ lists, value, onChange, disabled }: ListStatusTableProps) {
  const { t, enumLabel } = useLabels();
  const options = ORDER_STATUSES.map((status) => ({ value: status, label: enumLabel(status) }));
  return (
    <HTMLTable compact striped className="bo-trello-lists" data-testid="trello-lists">
      <thead>
        <tr>
          <th>{t('trello.list')}</th>
          <th className="bo-trello-count">{t('trello.cards')}</th>
          <th>{t('trello.status')}</th>
        </tr>
      </thead>
      <tbody>
        {lists.map((list) => (
          <tr key={list.id}>
            <td>{list.name}</td>
            <td className="bo-trello-count">{list.cards}</td>
            <td>
              <HTMLSelect
                fill
                minimal
                aria-label={t('trello.statusOf', { list: list.name })}
                value={value[list.id]}
                disabled={disabled}
                options={options}
                onChange={(e) => onChange(list.id, e.target.value as OrderStatus)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
