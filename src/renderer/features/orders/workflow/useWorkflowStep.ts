import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiRequest } from '../../../../shared/api/client';
import { ApiError } from '../../../../shared/api/errors';
import { useBridge } from '../../../core/bridge';
import { notify } from '../../../core/toaster';
import { useInvalidateOrders } from '../orderMutations';

/** The i18n key the server's refusal names (`details.code`), if it is one the UI translates. */
function refusalKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = (error.details as { code?: unknown } | undefined)?.code;
  if (code === 'orderHistories.error.unAuth' || code === 'orderHistories.error.selectDesigner') return code;
  if (code === 'productsRequired') return 'workflow.productsRequired';
  if (code === 'stale' || error.statusCode === 409) return 'workflow.stale';
  return null;
}

/**
 * Sends one workflow call (accept, reject, reopen, force). Refusals show as toasts in the
 * user's language; a 409 means someone moved the order meanwhile, so it is reloaded.
 */
export function useWorkflowStep() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const invalidate = useInvalidateOrders();
  return useMutation({
    // The request was built and type-checked by `requestOf` (workflowRequests.ts).
    mutationFn: (request: ApiRequest) => bridge.request(request),
    onSuccess: () => void invalidate(),
    onError: (error) => {
      const key = refusalKey(error);
      notify.error(key ? new Error(t(key)) : error);
      if (error instanceof ApiError && error.statusCode === 409) void invalidate();
    },
  });
}
