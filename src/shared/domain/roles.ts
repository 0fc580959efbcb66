/**
 * Roles of spec section 6 with the ids its role-id map relies on
 * (7 designer, 3 sale, 13 deliver, 14 guarantee, 22 customer; 1, 2, 9 and 11 fill the
 * quality-assurance slot of an order).
 */
export const ROLE_IDS = {
  manager: 1,
  cso_and_ceo: 2,
  sale_B_dealer: 3,
  cbo: 5,
  pd: 7,
  cao: 9,
  cpo: 11,
  delivery_GD: 13,
  gua_pd: 14,
  customer: 22,
  pd_outsource: 24,
} as const;

export type RoleName = keyof typeof ROLE_IDS;

/**
 * A customer-role user (role id 22, not manager scope): they stand for the customer record of
 * `users.customerId` and reach only that customer's orders.
 */
export function isCustomerUser(user: { readonly roleId: number | null; readonly scope: string | null }): boolean {
  return user.roleId === ROLE_IDS.customer && user.scope !== 'manager';
}

export const ROLE_NAMES = Object.keys(ROLE_IDS) as RoleName[];

/** Which order field a user of a role fills when assigned (spec section 6, role-id map). */
export const ORDER_SLOT_BY_ROLE: Readonly<Record<number, string>> = {
  7: 'designerId',
  24: 'designerId',
  9: 'qualityAssuranceId',
  1: 'qualityAssuranceId',
  2: 'qualityAssuranceId',
  11: 'qualityAssuranceId',
  3: 'saleId',
  13: 'deliverId',
  14: 'guaId',
  22: 'customerId',
};

/** Role ids behind each user lookup selector of spec section 7. */
export const USER_LOOKUP_ROLES = {
  designers: [ROLE_IDS.pd, ROLE_IDS.pd_outsource],
  dealers: [ROLE_IDS.sale_B_dealer],
  salers: [ROLE_IDS.sale_B_dealer],
  leaders: [ROLE_IDS.cpo, ROLE_IDS.cso_and_ceo],
  delivers: [ROLE_IDS.delivery_GD],
  guarantees: [ROLE_IDS.gua_pd],
} as const;

/** The user-resource permission key that opens each lookup selector. */
export const USER_LOOKUP_PERMISSION = {
  designers: 'getDesigners',
  dealers: 'getDealer',
  salers: 'getSalerB',
  leaders: 'getLeaders',
  delivers: 'getDelivers',
  guarantees: 'getGuarantees',
} as const;

export type UserLookup = keyof typeof USER_LOOKUP_ROLES;
