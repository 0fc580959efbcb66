/** The review page's build (review-page.mjs), typed for electron.vite.config.ts. */
export declare const REVIEW_PAGE_INPUTS: readonly string[];
export declare function buildReviewPage(outdir: string): Promise<void>;
