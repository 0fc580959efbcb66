import type { OrderFeature } from './orderStatus';
import type { ProductType, Role } from './lookupEntities';

/**
 * Non-table shapes of spec section 3: app config, dashboard and report answers, upload
 * results and the client session.
 */

/** GET /app/config. */
export interface AppConfig {
  readonly roles: readonly Role[];
  readonly productTypes: readonly ProductType[];
  readonly orderFeatures: readonly OrderFeature[];
}

/** Manager summary cards: revenue of done orders, their count, paid ratio, outsource coefficient. */
export interface DashboardSummary {
  readonly totalPriceDoneOrder: number;
  readonly totalDoneOrder: number;
  /** Share of orders paid, 0 to 1. */
  readonly ratioPayment: number;
  /** Share of orders done by outsourced designers, 0 to 1. */
  readonly coefOut: number;
}

/** GET /summaries/dashbroad: the period's summary and the previous period's, for comparison. */
export interface Dashboard {
  readonly boards: DashboardSummary;
  readonly prevOrder: DashboardSummary;
}

/** One slice of a pie chart. */
export interface ChartSlice {
  readonly name: string;
  readonly value: number;
  readonly color: string;
}

/** GET /niches/analysic (the spec's own spellings). */
export interface NicheAnalysis {
  readonly revenuePieChar: readonly ChartSlice[];
  readonly numOrderPieChar: readonly ChartSlice[];
}

/** GET /users/designersAnalysis. */
export interface DesignerAnalysis extends NicheAnalysis {
  readonly analysisByOrderStatus: readonly ChartSlice[];
}

/** A row of {resource}/analysis: one channel, niche, customer or deal pipeline. */
export interface AnalysisRow {
  readonly name: string;
  readonly totalCustomer: number;
  readonly totalOrder: number;
  readonly totalRevenue: number;
}

/** First item of an image upload's answer. */
export interface UploadResult {
  readonly image: string;
  readonly previewImage: string;
}

/** The client's view of a signed-in session. */
export interface Session {
  readonly sessionToken: string;
  readonly userId: number;
  readonly fullName: string | null;
  readonly id: number;
  readonly scope: string | null;
  readonly installationId: number | null;
  readonly oneSignalUserId: string | null;
}
