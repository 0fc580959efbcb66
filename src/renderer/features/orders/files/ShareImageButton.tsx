import { Button, Popover, Size } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../core/bridge';
import { notify } from '../../../core/toaster';
import { CopyField } from '../../../components/CopyField';

export interface ShareImageButtonProps {
  readonly orderId: number;
  /** The order image to share (its thumbnail, a product image, a file a customer sent). */
  readonly image: string;
}

/** 'Share': asks the server for a web-size rendering of the image (POST /file/render) and shows its link to copy. */
export function ShareImageButton({ orderId, image }: ShareImageButtonProps) {
  const { t } = useTranslation();
  const call = useApi();
  const render = useMutation({
    mutationFn: () => call('POST /file/render', { body: { link: image, orderId } }),
    onError: (error) => notify.error(error),
  });
  return (
    <Popover
      placement="bottom-start"
      onOpening={() => !render.data && !render.isPending && render.mutate()}
      content={
        <div className="bo-share-popover">
          {render.data ? (
            <CopyField value={render.data.url} label={t('files.shareLink')} id={`share-${orderId}`} />
          ) : (
            t('files.rendering')
          )}
        </div>
      }
    >
      <Button size={Size.SMALL} variant="minimal" icon="share" loading={render.isPending} text={t('files.share')} />
    </Popover>
  );
}
