import type { RoleName } from '../../../shared/domain/roles';

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

/** Password of every demo account (see the README and demo-accounts.json). */
export const DEMO_PASSWORD = 'demo1234';

/** The demo accounts every test, benchmark and README example signs in with. */
export const DEMO_ACCOUNTS: readonly StaffSeed[] = [
  {
    email: 'manager@demo.local',
    fullName: 'Phạm Minh Quân',
    role: 'manager',
    isOutsource: false,
    department: 'CEO',
    userType: 'Manager',
  },
  {
    email: 'sale@demo.local',
    fullName: 'Nguyễn Thị Lan',
    role: 'sale_B_dealer',
    isOutsource: false,
    department: 'SaleB',
    userType: 'Sale',
  },
  {
    email: 'leader@demo.local',
    fullName: 'Trần Quốc Bảo',
    role: 'cpo',
    isOutsource: false,
    department: 'CPO',
    userType: 'Leader',
  },
  {
    email: 'designer@demo.local',
    fullName: 'Lê Hoàng Nam',
    role: 'pd',
    isOutsource: false,
    department: 'PD',
    userType: 'Designer',
  },
  {
    email: 'outsource@demo.local',
    fullName: 'Vũ Thanh Tùng',
    role: 'pd',
    isOutsource: true,
    department: 'PD',
    userType: 'Designer',
  },
  {
    email: 'delivery@demo.local',
    fullName: 'Đỗ Văn Khoa',
    role: 'delivery_GD',
    isOutsource: false,
    department: 'Delivery',
    userType: 'Delivery',
  },
  {
    email: 'guarantee@demo.local',
    fullName: 'Bùi Thị Hằng',
    role: 'gua_pd',
    isOutsource: false,
    department: 'GUA',
    userType: 'Guarantee',
  },
  {
    email: 'qa@demo.local',
    fullName: 'Hoàng Anh Tuấn',
    role: 'cao',
    isOutsource: false,
    department: 'CAO',
    userType: 'Quality assurance',
  },
  {
    email: 'customer@demo.local',
    fullName: 'Lê Thu Hà',
    role: 'customer',
    isOutsource: false,
    department: 'CES',
    userType: 'Customer',
  },
  {
    email: 'viewer@demo.local',
    fullName: 'Đặng Minh Châu',
    role: 'cbo',
    isOutsource: false,
    department: 'CBO',
    userType: 'Viewer',
  },
];

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
