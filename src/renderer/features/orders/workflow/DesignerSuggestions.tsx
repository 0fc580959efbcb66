import { Button, Classes, Intent, Size, Tag } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/errors';
import { useApi } from '../../../core/bridge';
import { notify } from '../../../core/toaster';

export interface DesignerSuggestionsProps {
  readonly orderId: number;
  readonly onPick: (designerId: number) => void;
}

/** The 'get suggestion' helper of spec section 4: designers who did similar orders, least loaded first. */
export function DesignerSuggestions({ orderId, onPick }: DesignerSuggestionsProps) {
  const { t } = useTranslation();
  const call = useApi();
  const suggest = useMutation({
    mutationFn: () => call('POST /orders/recommendDesigner', { body: { orderId } }),
    onError: (error) =>
      notify.error(
        error instanceof ApiError && error.statusCode === 404 ? new Error(t('orders.suggestionFail')) : error,
      ),
  });
  return (
    <div className="bo-suggestions">
      <Button
        size={Size.SMALL}
        icon="predictive-analysis"
        text={t('workflow.getSuggestion')}
        loading={suggest.isPending}
        onClick={() => suggest.mutate()}
      />
      {suggest.data?.map((s) => (
        <Tag
          key={s.designId}
          interactive
          minimal
          intent={Intent.PRIMARY}
          icon="person"
          onClick={() => onPick(s.designId)}
        >
          {s.displayName} <span className={Classes.TEXT_MUTED}>{Math.round(s.score * 10) / 10}</span>
        </Tag>
      ))}
    </div>
  );
}
