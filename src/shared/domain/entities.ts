import type { ContactChannel, SalaryScheme } from './constants';
import type { OrderFeature, OrderStatus } from './orderStatus';
import type { PaymentStatus } from './payment';
import type { PermissionMap } from './permissions';
import type { DealPipeline, Department, Niche, Package, Platform, Product, Role } from './lookupEntities';

/**
 * Entities of spec section 3 as the API sends them. Stored field names are the resource
 * registry's (`resources.ts`); optional members are relations a list embeds on request
 * (`includes=customer,designer`). Fields the registry does not require may be null.
 * Calendar dates are `YYYY-MM-DD`, instants ISO 8601 strings.
 */

/** Columns every stored row has. */
export interface BaseRow {
  readonly id: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Rows of resources that delete softly. */
export interface SoftDeletable {
  readonly isDelete: boolean;
}

/** A lookup row with a name and an optional description. */
export interface NamedRow extends BaseRow {
  readonly name: string;
  readonly description: string | null;
}

export type Scope = 'manager' | 'staff';
export type Gender = 'male' | 'female' | 'other';
export type InviteStatus = 'none' | 'sent' | 'accepted';

/** What an embedded user reference carries. */
export type UserSummary = Pick<User, 'id' | 'displayName' | 'avatar'>;

export interface User extends BaseRow, SoftDeletable {
  readonly displayName: string;
  readonly fullName: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string;
  /** Secret: never sent by the API. */
  readonly password?: string | null;
  readonly birthday: string | null;
  readonly phone: string | null;
  readonly linkFB: string | null;
  readonly avatar: string | null;
  readonly roleId: number | null;
  readonly isOutsource: boolean | null;
  readonly scope: Scope | null;
  readonly permission: PermissionMap | null;
  readonly note: string | null;
  readonly salaryScheme: SalaryScheme | null;
  readonly coef: number | null;
  readonly coefOT: number | null;
  readonly customerId: number | null;
  readonly userTypeId: number | null;
  readonly departmentId: number | null;
  /** Secret: never sent by the API. */
  readonly trelloKey?: string | null;
  /** Secret: never sent by the API. */
  readonly trelloToken?: string | null;
  readonly rate: number | null;
  readonly totalRate: number | null;
  readonly inviteStatus: InviteStatus | null;
  readonly inviteSentAt: string | null;
  readonly role?: Pick<Role, 'id' | 'name'> | null;
  readonly department?: Department | null;
}

/** What GET /users/me answers: the user without secrets, with the role's id and name. */
export type CurrentUser = Omit<User, 'password' | 'trelloKey' | 'trelloToken' | 'role'> & {
  readonly role: Pick<Role, 'id' | 'name'> | null;
};

export interface Customer extends BaseRow, SoftDeletable {
  readonly displayName: string;
  readonly email: string | null;
  readonly address: string | null;
  readonly phoneNumber: string | null;
  readonly code: string | null;
  readonly birthday: string | null;
  readonly national: string | null;
  readonly gender: Gender | null;
  readonly contactOwner: number | null;
  readonly channelId: number | null;
  readonly dealPipelineId: number | null;
  readonly customerSegmentationId: number | null;
  readonly serviceTypeId: number | null;
  readonly serviceTypeIds: readonly number[] | null;
  readonly facebookLink: string | null;
  readonly fbId: string | null;
  readonly note: string | null;
  readonly feedback: string | null;
  readonly lastTimeOrder: string | null;
  readonly rate: number | null;
  readonly totalRate: number | null;
  readonly company: string | null;
  readonly isActive: boolean | null;
  readonly totalSpent: number | null;
  readonly timeWorking: string | null;
  readonly channel?: Channel | null;
  readonly dealPipeline?: DealPipeline | null;
}

export interface Channel extends BaseRow {
  readonly name: string;
  readonly thumbnail: string | null;
  readonly brandId: number | null;
  readonly ownerId: number | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly description: string | null;
  readonly type: ContactChannel | null;
  readonly username: string | null;
  /** Secret: never sent by the API. */
  readonly password?: string | null;
  /** Secret: never sent by the API. */
  readonly trelloKey?: string | null;
  /** Secret: never sent by the API. */
  readonly trelloToken?: string | null;
}

export interface Order extends BaseRow, SoftDeletable {
  readonly name: string;
  readonly thumbnail: string;
  readonly status: OrderStatus | null;
  readonly code: string | null;
  readonly codeCustomer: string | null;
  readonly channelId: number | null;
  readonly customerId: number | null;
  readonly saleId: number | null;
  readonly dealerId: number | null;
  readonly designerId: number | null;
  readonly deliverId: number | null;
  readonly qualityAssuranceId: number | null;
  readonly guaId: number | null;
  readonly finishedDate: string;
  readonly deadline: string | null;
  readonly priceOrder: number | null;
  readonly dealPrice: number | null;
  readonly paymentStatus: PaymentStatus | null;
  readonly orderFeature: readonly OrderFeature[] | null;
  readonly orderRequirementId: number | null;
  readonly packageId: number | null;
  readonly packageOrder: number | null;
  readonly numberPackage: number | null;
  readonly productCatalogIds: readonly number[] | null;
  readonly productsId: readonly number[] | null;
  readonly customerNote: string | null;
  /** HTML, sanitised by the server. */
  readonly customerRequirements: string | null;
  readonly note: string | null;
  readonly infoOrderLink: string | null;
  readonly backupOrderLink: string | null;
  readonly typeDesigner: string | null;
  readonly linkDesigner: readonly string[] | null;
  readonly nicheId: number | null;
  readonly platformId: number | null;
  readonly happy: boolean | null;
  readonly customer?: (Pick<Customer, 'id' | 'displayName' | 'code'> & { readonly channel?: Channel | null }) | null;
  readonly designer?: UserSummary | null;
  readonly sale?: UserSummary | null;
  readonly dealer?: UserSummary | null;
  readonly deliver?: UserSummary | null;
  readonly qualityAssurance?: UserSummary | null;
  readonly gua?: UserSummary | null;
  readonly products?: readonly Product[];
  readonly package?: Package | null;
  readonly niche?: Niche | null;
  readonly platform?: Platform | null;
}

export interface OrderHistory extends BaseRow {
  readonly orderId: number;
  /** Ids of the users the step is assigned to. */
  readonly assignedUser: readonly number[] | null;
  readonly assignerId: number | null;
  readonly status: OrderStatus;
  readonly note: string | null;
  readonly report: string | null;
  readonly deadLine: string | null;
  /** URLs of the uploaded product images. */
  readonly products: readonly string[] | null;
  /** null while waiting, true accepted, false rejected. */
  readonly accept: boolean | null;
  readonly isCurrent: boolean | null;
  readonly feedback: string | null;
  readonly assignedUsers?: readonly Pick<User, 'id' | 'displayName'>[];
  readonly assigner?: Pick<User, 'id' | 'displayName' | 'avatar'> | null;
}

export interface Comment extends BaseRow {
  readonly content: string;
  readonly rate: number | null;
  readonly orderId: number | null;
  readonly userId: number | null;
  readonly customerId: number | null;
  readonly reviewerId: number | null;
  readonly user?: UserSummary | null;
  readonly reviewer?: UserSummary | null;
  readonly customer?: Pick<Customer, 'id' | 'displayName'> | null;
}

export type PaymentClientType = 'DESIGNER' | 'customer';

export interface Payment extends BaseRow {
  readonly typeClient: PaymentClientType;
  readonly clientId: number;
  readonly orders: readonly number[] | null;
  readonly bonusAmount: number | null;
  readonly discountAmount: number | null;
  readonly totalAmount: number | null;
  readonly note: string | null;
  readonly isConfirm: boolean | null;
}

export type UserRequestType = 'PAYMENT_REQUEST' | 'LEAVE_REQUEST' | 'OTHER';
export type UserRequestStatus = 'pending' | 'approved' | 'rejected';

export interface UserRequest extends BaseRow {
  readonly title: string;
  readonly content: string | null;
  readonly typeRequest: UserRequestType | null;
  readonly status: UserRequestStatus | null;
  readonly userId: number | null;
}

export type LogStatus = 'pending' | 'inprogress' | 'done' | 'failed';

/** One line of an import log's result. */
export interface LogResultItem {
  readonly status: string;
  readonly name: string;
}

export interface Log extends BaseRow {
  readonly customerId: number | null;
  readonly linkFile: string | null;
  readonly result: readonly LogResultItem[] | null;
  readonly status: LogStatus | null;
  readonly customer?: Pick<Customer, 'id' | 'displayName'> | null;
}

export interface MistakeType extends NamedRow {
  /** 1 to 5 stars. */
  readonly level: number;
}

export interface MistakeRecord extends BaseRow {
  readonly orderId: number;
  readonly victimId: number;
  readonly creatorId: number | null;
  readonly link: string | null;
  readonly mistakeTypeId: number;
  readonly monetaryFine: number | null;
  readonly note: string | null;
  readonly isAccept: boolean | null;
  readonly mistakeType?: MistakeType | null;
  readonly victim?: UserSummary | null;
  readonly creator?: UserSummary | null;
}

export type * from './lookupEntities';
export type * from './staffEntities';
export type * from './reportEntities';
