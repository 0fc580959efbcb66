import { DEMO_ACCOUNTS } from '../../shared/demo/demoAccounts';
import type { RoleName } from '../../shared/domain/roles';

/** A seeded staff account. */
export interface StaffSeed {
  readonly email: string;
  readonly fullName: string;
  readonly role: RoleName;
  readonly isOutsource: boolean;
  /** Department and user type (keys of the lookups seed). */
  readonly department: string;
  readonly userType: string;
}

/** How the seed fills each demo account of demo-accounts.json: its name, department and user type. */
const DEMO_PROFILES: Readonly<Record<string, Pick<StaffSeed, 'fullName' | 'department' | 'userType'>>> = {
  'manager@demo.local': { fullName: 'Phạm Minh Quân', department: 'CEO', userType: 'Manager' },
  'sale@demo.local': { fullName: 'Nguyễn Thị Lan', department: 'SaleB', userType: 'Sale' },
  'leader@demo.local': { fullName: 'Trần Quốc Bảo', department: 'CPO', userType: 'Leader' },
  'designer@demo.local': { fullName: 'Lê Hoàng Nam', department: 'PD', userType: 'Designer' },
  'outsource@demo.local': { fullName: 'Vũ Thanh Tùng', department: 'PD', userType: 'Designer' },
  'delivery@demo.local': { fullName: 'Đỗ Văn Khoa', department: 'Delivery', userType: 'Delivery' },
  'guarantee@demo.local': { fullName: 'Bùi Thị Hằng', department: 'GUA', userType: 'Guarantee' },
  'qa@demo.local': { fullName: 'Hoàng Anh Tuấn', department: 'CAO', userType: 'Quality assurance' },
  'customer@demo.local': { fullName: 'Lê Thu Hà', department: 'CES', userType: 'Customer' },
  'viewer@demo.local': { fullName: 'Đặng Minh Châu', department: 'CBO', userType: 'Viewer' },
};

/** The demo accounts of demo-accounts.json, as the seed creates them. */
export const DEMO_STAFF: readonly StaffSeed[] = DEMO_ACCOUNTS.map((account) => {
  const profile = DEMO_PROFILES[account.email];
  if (!profile) throw new Error(`The seed has no name or department for ${account.email}.`);
  return { email: account.email, role: account.role, isOutsource: account.isOutsource, ...profile };
});

/** More staff, so lists, pickers and reports have something to show. */
export const EXTRA_STAFF: readonly StaffSeed[] = [
  {
    email: 'ceo@demo.local',
    fullName: 'Võ Thành Đạt',
    role: 'cso_and_ceo',
    isOutsource: false,
    department: 'CEO',
    userType: 'Manager',
  },
  {
    email: 'thu.ngo@demo.local',
    fullName: 'Ngô Thị Thu',
    role: 'pd',
    isOutsource: false,
    department: 'PD',
    userType: 'Designer',
  },
  {
    email: 'long.phan@demo.local',
    fullName: 'Phan Đức Long',
    role: 'pd',
    isOutsource: false,
    department: 'PD',
    userType: 'Designer',
  },
  {
    email: 'anh.dinh@demo.local',
    fullName: 'Đinh Ngọc Ánh',
    role: 'pd',
    isOutsource: false,
    department: 'PD',
    userType: 'Designer',
  },
  {
    email: 'son.trinh@demo.local',
    fullName: 'Trịnh Văn Sơn',
    role: 'pd',
    isOutsource: false,
    department: 'PD',
    userType: 'Designer',
  },
  {
    email: 'tri.ho@demo.local',
    fullName: 'Hồ Minh Trí',
    role: 'pd_outsource',
    isOutsource: true,
    department: 'PD',
    userType: 'Designer',
  },
  {
    email: 'emily.carter@demo.local',
    fullName: 'Emily Carter',
    role: 'pd_outsource',
    isOutsource: true,
    department: 'PD',
    userType: 'Designer',
  },
  {
    email: 'hong.mai@demo.local',
    fullName: 'Mai Thị Hồng',
    role: 'sale_B_dealer',
    isOutsource: false,
    department: 'SaleB',
    userType: 'Sale',
  },
  {
    email: 'vinh.ly@demo.local',
    fullName: 'Lý Quang Vinh',
    role: 'sale_B_dealer',
    isOutsource: false,
    department: 'SaleManagement',
    userType: 'Sale',
  },
  {
    email: 'yen.cao@demo.local',
    fullName: 'Cao Thị Yến',
    role: 'delivery_GD',
    isOutsource: false,
    department: 'Delivery',
    userType: 'Delivery',
  },
  {
    email: 'phuc.ta@demo.local',
    fullName: 'Tạ Văn Phúc',
    role: 'gua_pd',
    isOutsource: false,
    department: 'GUA',
    userType: 'Guarantee',
  },
  {
    email: 'minh.duong@demo.local',
    fullName: 'Dương Hoài Minh',
    role: 'cpo',
    isOutsource: false,
    department: 'LS',
    userType: 'Leader',
  },
];
