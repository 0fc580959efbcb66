import { Card, Classes, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useLabels } from '../../../components/labels/useLabels';
import { ImageThumbs } from '../ImageThumbs';
import { CustomerUploadLinks } from '../files/CustomerUploadLinks';
import { ShareImageButton } from '../files/ShareImageButton';
import type { OrderDetail } from '../orderQueries';
import { ReviewLinks } from '../../designReview';

/** Employee roles of an order, in the order spec section 2 lists them. */
const ROLES = ['dealer', 'sale', 'designer', 'qualityAssurance', 'deliver', 'gua'] as const;

export interface OrderOverviewCardProps {
  readonly order: OrderDetail;
  /** Outsourced users get no employee panel (spec section 6). */
  readonly showEmployees: boolean;
  /** Whether the user may move the order at its step: sends and revokes the customer's review links. */
  readonly mayMove?: boolean;
}

function UploadLinks({ order }: { readonly order: OrderDetail }) {
  const { t } = useLabels();
  const links = [order.infoOrderLink, order.backupOrderLink, ...(order.linkDesigner ?? [])].filter(
    (l): l is string => typeof l === 'string' && l.trim() !== '',
  );
  if (links.length === 0) return null;
  return (
    <div className="bo-upload-links">
      <div className={Classes.TEXT_MUTED}>{t('orders.uploadLinks')}</div>
      {links.map((link) => (
        <a key={link} href={link} target="_blank" rel="noreferrer" className={Classes.TEXT_OVERFLOW_ELLIPSIS}>
          {link}
        </a>
      ))}
    </div>
  );
}

/** The left column: thumbnail, name, features, the people on the order and the original upload links. */
export function OrderOverviewCard({ order, showEmployees, mayMove = false }: OrderOverviewCardProps) {
  const { t, fieldLabel, enumLabel } = useLabels();
  return (
    <Card compact className="bo-order-overview">
      <div className="bo-order-hero">
        <ImageThumbs urls={[order.thumbnail]} />
        {order.thumbnail && <ShareImageButton orderId={order.id} image={order.thumbnail} />}
      </div>
      <H4 className="bo-order-title">{order.name}</H4>
      <div className="bo-tags bo-wrap">
        {(order.orderFeature ?? []).map((f) => (
          <Tag key={f} minimal>
            {enumLabel(f)}
          </Tag>
        ))}
      </div>
      {showEmployees && (
        <HTMLTable compact className="bo-kv">
          <tbody>
            {ROLES.map((role) => {
              const person = order[role];
              return (
                <tr key={role}>
                  <th>{fieldLabel(`${role}Id`)}</th>
                  <td>
                    {person ? (
                      <Link to={`/users/${person.id}/edit`}>{person.displayName}</Link>
                    ) : (
                      <span className={Classes.TEXT_MUTED}>{t('orders.nobody')}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      <UploadLinks order={order} />
      {showEmployees && <CustomerUploadLinks order={order} />}
      {showEmployees && (
        <ReviewLinks orderId={order.id} status={order.status} email={order.customer?.email} mayMove={mayMove} />
      )}
    </Card>
  );
}
