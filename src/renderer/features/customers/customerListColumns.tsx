import { Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/domain/format';
import type { ResourceAbilities } from '../../engine';
import { CustomerDeleteSwitch } from './CustomerDeleteSwitch';
import { CustomerRating } from './CustomerRating';
import type { ListedCustomer } from './customerQueries';
import { PipelineTag } from './PipelineTag';

/** What a cell needs besides its customer. */
export interface CustomerCellContext {
  readonly abilities: ResourceAbilities;
}

/** One column of the customers list (spec section 2). */
export interface CustomerColumn {
  /** Field label `fields.{key}` and column id. */
  readonly key: string;
  readonly width: number;
  /** Field the header sorts and filters on; no header menu without it. */
  readonly field?: string;
  readonly render: (customer: ListedCustomer, ctx: CustomerCellContext) => ReactNode;
}

const userLink = (user: { id?: number; displayName?: string | null } | null | undefined) =>
  user?.id ? <Link to={`/auth/users/${user.id}/show`}>{user.displayName ?? `#${user.id}`}</Link> : null;

/** The columns of spec section 2: created, name with rating, owner, channel, last order, pipeline, services, deleted. */
export const CUSTOMER_COLUMNS: readonly CustomerColumn[] = [
  { key: 'createdAt', width: 120, field: 'createdAt', render: (c) => formatDateTime(c.createdAt) },
  {
    key: 'displayName',
    width: 200,
    field: 'displayName',
    render: (c) => (
      <div className="bo-customer-name">
        <Link to={`/customers/${c.id}/edit`} className="bo-clamp">
          {c.displayName}
        </Link>
        <CustomerRating rate={c.rate} totalRate={c.totalRate} />
      </div>
    ),
  },
  { key: 'contactOwner', width: 140, field: 'contactOwner', render: (c) => userLink(c.contactOwnerDetail) },
  {
    key: 'channelId',
    width: 150,
    field: 'channelId',
    render: (c) => <span className="bo-clamp">{c.channel?.name}</span>,
  },
  { key: 'lastTimeOrder', width: 120, field: 'lastTimeOrder', render: (c) => formatDateTime(c.lastTimeOrder) },
  {
    key: 'dealPipelineId',
    width: 120,
    field: 'dealPipelineId',
    render: (c) => <PipelineTag pipeline={c.dealPipeline} />,
  },
  {
    key: 'serviceTypeIds',
    width: 170,
    field: 'serviceTypeIds',
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
  {
    key: 'isDelete',
    width: 80,
    field: 'isDelete',
    render: (c, ctx) => (
      <CustomerDeleteSwitch id={c.id} name={c.displayName} deleted={c.isDelete === true} abilities={ctx.abilities} />
    ),
  },
];
