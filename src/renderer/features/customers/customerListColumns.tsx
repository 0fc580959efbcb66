import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/domain/format';
import { allFields, RESOURCES } from '../../../shared/domain/resources';
import { CellValue } from '../../components/labels/CellValue';
import type { KeyedColumn, ResourceAbilities } from '../../engine';
import { CustomerDeleteSwitch } from './CustomerDeleteSwitch';
import { CustomerRating } from './CustomerRating';
import type { ListedCustomer } from './customerQueries';
import { PipelineTag } from './PipelineTag';

/** What a cell needs besides its customer. */
export interface CustomerCellContext {
  readonly abilities: ResourceAbilities;
}

/** One column of the customers list (spec section 2); its key names the field label `fields.{key}`. */
export type CustomerColumn = KeyedColumn<ListedCustomer, CustomerCellContext>;

const userLink = (user: { id?: number; displayName?: string | null } | null | undefined) =>
  user?.id ? <Link to={`/auth/users/${user.id}/show`}>{user.displayName ?? `#${user.id}`}</Link> : null;

type CustomerColumnKey = (typeof RESOURCES.customers.columns)[number];

/** How a column of the list is drawn: its width and its cell. */
type CustomerCell = Pick<CustomerColumn, 'width' | 'render'>;

const FIELDS = allFields(RESOURCES.customers);

/** A column without a cell of its own below: drawn as the generic lists draw its field. */
const plainCell = (key: CustomerColumnKey): CustomerCell => ({
  width: 120,
  render: (c) => <CellValue field={FIELDS[key]} value={c[key]} />,
});

/** The registry's customers columns that are drawn their own way; a column the registry adds is drawn plainly. */
const CELLS: Readonly<Partial<Record<CustomerColumnKey, CustomerCell>>> = {
  createdAt: { width: 120, render: (c) => formatDateTime(c.createdAt) },
  displayName: {
    width: 200,
    render: (c) => (
      <div className="bo-customer-name">
        <Link to={`/customers/${c.id}/edit`} className="bo-clamp">
          {c.displayName}
        </Link>
        <CustomerRating rate={c.rate} totalRate={c.totalRate} />
      </div>
    ),
  },
  contactOwner: { width: 140, render: (c) => userLink(c.contactOwnerDetail) },
  channelId: { width: 150, render: (c) => <span className="bo-clamp">{c.channel?.name}</span> },
  lastTimeOrder: { width: 120, render: (c) => formatDateTime(c.lastTimeOrder) },
  dealPipelineId: { width: 120, render: (c) => <PipelineTag pipeline={c.dealPipeline} /> },
  serviceTypeIds: {
    width: 170,
    render: (c) => (
      <span className="bo-tags">
        {(c.serviceTypes ?? []).map((s) => (
          <Tag key={s.id} minimal>
            {s.name}
          </Tag>
        ))}
      </span>
    ),
  },
  isDelete: {
    width: 80,
    render: (c, ctx) => (
      <CustomerDeleteSwitch id={c.id} name={c.displayName} deleted={c.isDelete === true} abilities={ctx.abilities} />
    ),
  },
};

/**
 * The columns of spec section 2, in the registry's order (`columns` of the customers resource,
 * which the Excel export reads too): created, name with rating, owner, channel, last order,
 * pipeline, services, deleted. Each sorts and filters on its own field.
 */
export const CUSTOMER_COLUMNS: readonly CustomerColumn[] = RESOURCES.customers.columns.map((key) => ({
  key,
  field: key,
  ...(CELLS[key] ?? plainCell(key)),
}));
