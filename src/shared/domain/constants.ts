/**
 * Business constants and limits of spec section 9, named once for the server and the renderer.
 * The request timeout (`api/client.ts`) and the default page size live beside the API contract.
 */
export { DEFAULT_PAGE_SIZE } from './listLimits';

/** Interface languages; English is the default and the choice is kept locally. */
export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Paging (spec section 9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** Roles and permissions lists (permissions ordered by displayName). */
export const SMALL_PAGE_SIZE = 5;
export const SELECT_PAGE_SIZE = 50;
export const REFERENCE_FETCH_LIMIT = 100;
export const HISTORY_TAB_PAGE_SIZE = 5;
export const HISTORY_REFRESH_LIMIT = 100;
export const WORKING_REGISTER_FETCH_LIMIT = 99;

/** Debounces in milliseconds, each inside the spec's range (search 300-500, auto-update 600-1000). */
export const DEBOUNCE_MS = {
  search: 400,
  autoUpdate: 800,
  recordChange: 400,
  editSubmit: 100,
} as const;

/** Layout: cards instead of a table under 765 px. */
export const MOBILE_BREAKPOINT_PX = 765;

/** Default deadlines: +12 h in the generic order form, +24 h for order create and Trello import. */
export const DEFAULT_DEADLINE_HOURS = 12;
export const ORDER_CREATE_DEADLINE_HOURS = 24;

/** Deadline chip: warning under 4 hours left, danger under 2. */
export const DEADLINE_WARNING_HOURS = 4;
export const DEADLINE_DANGER_HOURS = 2;

/** Working shifts of a day, by start and end hour (end exclusive). */
export const WORKING_PHASES = [
  { key: 'C1', startHour: 8, endHour: 12 },
  { key: 'C2', startHour: 13, endHour: 18 },
  { key: 'C3', startHour: 19, endHour: 24 },
] as const;
export type WorkingPhase = (typeof WORKING_PHASES)[number]['key'];
export const SLOT_GROUP_HOURS = 4;
/** Hours from 19 onward, and every hour of the seventh day of a Monday-first week, are overtime. */
export const OVERTIME_FROM_HOUR = 19;
export const OVERTIME_DAY_INDEX = 6;
/** Week starts Monday (Date#getDay numbering). */
export const WEEK_STARTS_ON = 1;

/** Salary schemes (grades), salary levels, KPI sublevels and the default scheme. */
export const SALARY_SCHEMES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D', 'E'] as const;
export type SalaryScheme = (typeof SALARY_SCHEMES)[number];
/** Salary levels (bonus and KPI per level) and the KPI sublevels within each. */
export const SALARY_LEVELS = ['A1', 'A2', 'A3'] as const;
export type SalaryLevel = (typeof SALARY_LEVELS)[number];
export const KPI_SUBLEVELS = ['A1', 'A2', 'A3'] as const;
export type KpiSublevel = (typeof KPI_SUBLEVELS)[number];
export const DEFAULT_SALARY_SCHEME: SalaryScheme = 'E';
/** A salary period runs from this day of the previous month to this day of the month. */
export const SALARY_PERIOD_DAY = 20;

export const CONTACT_CHANNELS = ['facebook', 'skype', 'instagram', 'fiverr', 'gmail'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** Star ratings 1 to 5; label i belongs to rating i + 1. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_LABELS = ['terrible', 'bad', 'normal', 'good', 'wonderful'] as const;

/** Revenue charts divide values by this before plotting (shown with VND). */
export const REVENUE_CHART_SCALE = 10_000;
export const CURRENCY_SUFFIX = 'đ';
/** Dates typed in the export dialog (spec section 9). */
export const EXPORT_DATE_FORMAT = 'DD/MM/YYYY';

export const REPORT_PRESETS = ['today', 'thisWeek', 'thisMonth', 'thisYear'] as const;
export const EXPORT_PRESETS = ['today', 'thisMonth'] as const;

/** Credentials and names (spec section 5; the maxima are the API's). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 255;
export const NAME_MAX_LENGTH = 100;

/** Uploads must be under 5 MB; signed upload URLs expire after 600 s. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const SIGNED_URL_EXPIRY_S = 600;

/** Avatar and image crop box. */
export const CROP = {
  width: 250,
  height: 250,
  border: 50,
  borderRadius: 125,
  circular: true,
  zoomMin: 1,
  zoomMax: 2,
  zoomStep: 0.01,
} as const;
export const THUMBNAIL_UPLOAD_BOX = { width: 250, height: 150 } as const;

/** Price inputs: minimum 0, step 10 000. */
export const PRICE_MIN = 0;
export const PRICE_STEP = 10_000;

/** An error toast stays 15 seconds (spec section 8). */
export const ERROR_TOAST_MS = 15_000;

export const RICH_TEXT_MIN_HEIGHT_PX = { large: 500, small: 150 } as const;

/** A cloned order's empty customer note becomes a single space. */
export const CLONE_EMPTY_NOTE = ' ';

/** Departments that have their own icon. */
export const DEPARTMENT_ICONS = [
  'CPO',
  'CAO',
  'CBO',
  'CEO',
  'CES',
  'Delivery',
  'Finance',
  'GUA',
  'LS',
  'PD',
  'SaleB',
  'SaleManagement',
] as const;
