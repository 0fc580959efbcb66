import type { FeatureScreens } from '../../core/screens';
import { paymentModal } from './PaymentCreateDialog';
import { PaymentReviewPage } from './PaymentReviewPage';
import { PaymentsListPage } from './PaymentsListPage';

/**
 * The payment screens: `/payments` with the Confirmed tag or Review button per row, the
 * review page `/payments/{id}/review`, and the gathering dialog for `#payments/create`.
 */
export const paymentsScreens: FeatureScreens = {
  routes: () => [
    { path: '/payments', element: <PaymentsListPage /> },
    { path: '/payments/:id/review', element: <PaymentReviewPage /> },
  ],
  modals: { payments: paymentModal },
};
