import { Button, Card, FormGroup, Intent, Size, Switch, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARK_BODY_MAX } from '../../../shared/domain/designReview';

export interface MarkFormProps {
  readonly busy: boolean;
  readonly onSubmit: (body: string, forCustomer: boolean) => void;
  readonly onCancel: () => void;
}

/** The comment of a mark just drawn, and whether the customer's review page shows it. */
export function MarkForm({ busy, onSubmit, onCancel }: MarkFormProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [forCustomer, setForCustomer] = useState(false);
  return (
    <Card compact className="bo-mark-form">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (body.trim()) onSubmit(body.trim(), forCustomer);
        }}
      >
        <FormGroup label={t('designReview.comment')} labelFor="mark-body" labelInfo="*">
          <TextArea
            id="mark-body"
            fill
            autoFocus
            rows={3}
            maxLength={MARK_BODY_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') onCancel();
            }}
          />
        </FormGroup>
        <Switch
          checked={forCustomer}
          label={t('designReview.forCustomer')}
          onChange={(e) => setForCustomer(e.currentTarget.checked)}
        />
        <div className="bo-mark-form-buttons">
          <Button size={Size.SMALL} text={t('common.cancel')} onClick={onCancel} />
          <Button
            size={Size.SMALL}
            type="submit"
            intent={Intent.PRIMARY}
            text={t('designReview.addMark')}
            loading={busy}
            disabled={!body.trim()}
          />
        </div>
      </form>
    </Card>
  );
}
