import type { TFunction } from 'i18next';
import { mayReadRegistersOf, mayReadSalariesOf } from '../../../shared/domain/payroll/personAccess';
import { can } from '../../../shared/domain/permissions';
import type { SessionUser } from '../../core/session/currentUser';
import type { Row } from '../../components/form/formValues';
import type { ExtraTab } from '../../engine';
import { MistakeAcceptColumn } from '../mistakes';
import { ClientPayments } from '../payments';
import { UserSalaries } from '../salaries';
import { UserWorkingTimes } from '../workingRegisters';
import { UserComments } from './UserComments';
import { UserOrdersTable } from './UserOrdersTable';
import { UserRecordsTable } from './UserRecordsTable';

/**
 * The tabs of a user's page (spec section 2, Users), each only when the viewer may read it
 * (the server scopes every one again): requested orders, orders, products, salary, user
 * requests, payments (outsourced users), comments with ratings, working times and mistake
 * records. Customer-role and outsourced users keep no registers; customer-role users draw no salary.
 * One's own tabs (the profile's records) need no `get`: they read the `/me` lists.
 */
export function userTabs(viewer: SessionUser, row: Row, t: TFunction): ExtraTab[] {
  const userId = Number(row.id);
  const self = userId === viewer.id;
  const staff = row.customerId === null || row.customerId === undefined;
  const inHouse = staff && row.isOutsource !== true;
  const tabs: (ExtraTab | false)[] = [
    can(viewer, 'orders', 'get') && {
      id: 'requested',
      title: t('people.tabs.requested'),
      panel: <UserOrdersTable userId={userId} kind="requested" />,
    },
    (self || can(viewer, 'orders', 'get')) && {
      id: 'orders',
      title: t('people.tabs.orders'),
      panel: <UserOrdersTable userId={userId} kind="orders" />,
    },
    ((self && !viewer.isOutsource) || can(viewer, 'products', 'get')) && {
      id: 'products',
      title: t('people.tabs.products'),
      panel: (
        <UserRecordsTable
          resource="products"
          byField="creatorId"
          userId={userId}
          columns={['productImages', 'name', 'price', 'productCatalogIds', 'createdAt']}
          emptyIcon="box"
          testId="user-products"
        />
      ),
    },
    staff &&
      mayReadSalariesOf(viewer, userId) && {
        id: 'salary',
        title: t('people.tabs.salary'),
        panel: <UserSalaries userId={userId} />,
      },
    (self || can(viewer, 'userRequests', 'get')) && {
      id: 'userRequests',
      title: t('people.tabs.userRequests'),
      panel: (
        <UserRecordsTable
          resource="userRequests"
          byField="userId"
          userId={userId}
          columns={['title', 'content', 'typeRequest', 'status', 'createdAt']}
          emptyIcon="inbox"
          testId="user-requests"
        />
      ),
    },
    row.isOutsource === true &&
      (self || can(viewer, 'payments', 'get')) && {
        id: 'payments',
        title: t('payments.tab'),
        panel: <ClientPayments clientId={userId} />,
      },
    (self || can(viewer, 'userComments', 'get')) && {
      id: 'comments',
      title: t('people.tabs.comments'),
      panel: <UserComments userId={userId} />,
    },
    inHouse &&
      mayReadRegistersOf(viewer, userId) && {
        id: 'workingTimes',
        title: t('people.tabs.workingTimes'),
        panel: <UserWorkingTimes userId={userId} />,
      },
    ((self && staff) || can(viewer, 'mistakeRecords', 'get')) && {
      id: 'mistakes',
      title: t('people.tabs.mistakes'),
      panel: (
        <UserRecordsTable
          resource="mistakeRecords"
          byField="victimId"
          userId={userId}
          columns={['orderId', 'mistakeTypeId', 'monetaryFine', 'note', 'isAccept', 'createdAt']}
          emptyIcon="endorsed"
          testId="user-mistakes"
          extraColumns={MistakeAcceptColumn}
        />
      ),
    },
  ];
  return tabs.filter((tab): tab is ExtraTab => tab !== false);
}
