import type { BaseRow, NamedRow, SoftDeletable, User } from './entities';
import type { PaymentStatus } from './payment';
import type { PermissionMap } from './permissions';

/**
 * Catalogue and lookup entities of spec section 3: packages, products, product types,
 * platforms, the simple lookups and roles. Field names are the registry's (`resources.ts`).
 */

export type PackageStatus = 'active' | 'inactive' | 'completed';

export interface Package extends BaseRow, SoftDeletable {
  readonly name: string;
  readonly customerId: number | null;
  readonly channelId: number | null;
  readonly dealerId: number | null;
  readonly orderCount: number | null;
  /** Counted by the server; read-only. */
  readonly orderUsed: number | null;
  readonly price: number | null;
  readonly finishDate: string | null;
  readonly note: string | null;
  readonly status: PackageStatus | null;
  readonly paymentStatus: PaymentStatus | null;
  readonly description: string | null;
}

export interface Product extends BaseRow, SoftDeletable {
  readonly name: string;
  readonly productCatalogIds: readonly number[] | null;
  readonly productImages: readonly string[] | null;
  readonly price: number | null;
  readonly creatorId: number | null;
  readonly orderId: number | null;
  readonly creator?: Pick<User, 'id' | 'displayName' | 'avatar'> | null;
}

/** A product catalog entry. */
export interface ProductType extends NamedRow, SoftDeletable {
  readonly templateFile: string | null;
  readonly mockupFile: string | null;
}

export interface Platform extends NamedRow, SoftDeletable {
  readonly productCatalogId: number | null;
  readonly productDemoFile: string | null;
}

export type OrderRequirement = NamedRow;
export type Niche = NamedRow;
export type ServiceType = NamedRow;

export interface DealPipeline extends NamedRow {
  readonly color: string | null;
}

export interface Brand extends BaseRow {
  readonly name: string;
}

export interface OrderStatusLookup extends NamedRow, SoftDeletable {
  readonly color: string | null;
}

export interface CustomerSegmentation extends NamedRow, SoftDeletable {}

export interface Department extends NamedRow, SoftDeletable {}

export interface UserType extends NamedRow {
  readonly departmentId: number | null;
}

export interface Role extends NamedRow {
  /** Default permission map given to users of the role. */
  readonly permission: PermissionMap | null;
}

/** A permission group of the matrix: its key, title and the action keys it offers. */
export interface PermissionEntry extends BaseRow {
  readonly key: string;
  readonly title: string;
  readonly permissions: readonly string[] | null;
}

/** Rows of the user lookup selectors (designers, dealers, salers, leaders, delivers, guarantees). */
export type UserLookupRow = User;
