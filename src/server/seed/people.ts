import type { Random } from './random';

/** Vietnamese family, middle and given names (the seed's, and the benches' volumes of customers). */
export const VI_FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
];
export const VI_MIDDLE = ['Thị', 'Văn', 'Minh', 'Ngọc', 'Quốc', 'Thanh', 'Đức', 'Hoài'];
export const VI_GIVEN = [
  'Mai',
  'Hùng',
  'Lan',
  'Tuấn',
  'Hương',
  'Dũng',
  'Linh',
  'Phương',
  'Sơn',
  'Trang',
  'Khánh',
  'Vy',
  'Nam',
  'Thảo',
  'Hiếu',
];
const EN_FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'James',
  'Sophia',
  'Lucas',
  'Mia',
  'Ethan',
  'Amelia',
  'Mason',
  'Harper',
  'Logan',
];
const EN_LAST = [
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Davies',
  'Evans',
  'Thomas',
  'Walker',
  'Wright',
  'Clarke',
  'Hall',
];

/** A person's name split the way the user and customer records keep it. */
export interface PersonName {
  readonly fullName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly vietnamese: boolean;
}

export function splitName(fullName: string, vietnamese: boolean): PersonName {
  const parts = fullName.split(' ');
  // Vietnamese names put the family name first and the given name last.
  return vietnamese
    ? { fullName, firstName: parts.at(-1)!, lastName: parts[0], vietnamese }
    : { fullName, firstName: parts[0], lastName: parts.slice(1).join(' '), vietnamese };
}

/** `Nguyễn Thị Mai` → `nguyen.thi.mai`. */
export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/** `count` distinct customer names, half Vietnamese and half English, starting with three fixed ones. */
export function customerNames(random: Random, count: number): PersonName[] {
  const names = new Map<string, PersonName>();
  for (const [n, vi] of [
    ['Nguyễn Thị Mai', true],
    ['Trần Văn Hùng', true],
    ['Olivia Smith', false],
  ] as const) {
    names.set(n, splitName(n, vi));
  }
  while (names.size < count) {
    const vietnamese = names.size % 2 === 0;
    const full = vietnamese
      ? `${random.pick(VI_FAMILY)} ${random.pick(VI_MIDDLE)} ${random.pick(VI_GIVEN)}`
      : `${random.pick(EN_FIRST)} ${random.pick(EN_LAST)}`;
    if (!names.has(full)) names.set(full, splitName(full, vietnamese));
  }
  return [...names.values()].slice(0, count);
}

/** A Vietnamese mobile number. */
export function phoneNumber(random: Random): string {
  return `09${random.int(10_000_000, 99_999_999)}`;
}
