import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/api/errors';
import { TRELLO_WAIT_MESSAGE, type TrelloImportAnswer } from '../../../../shared/api/trello';
import { visibleLogsTabs } from '../../../../shared/domain/logsTabs';
import { TRELLO_SYNC_CARD_LIMIT } from '../../../../shared/domain/trello/board';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { notify } from '../../../core/toaster';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect';
import { useLabels } from '../../../components/labels/useLabels';
import { CustomerField, FinishDateInput, OrderFormField, PaymentStatusSelect } from '../create/OrderFormControls';
import { ListStatusTable } from './ListStatusTable';
import {
  initialTrelloImport,
  readChosenFile,
  trelloImportRequest,
  validateTrelloImport,
  withFile,
  type TrelloImportErrors,
  type TrelloImportValues,
} from './trelloImportForm';
import { useTrelloImport } from './useTrelloImport';
import './trello.css';

export interface TrelloImportDialogProps {
  readonly onClose: () => void;
}

/** The refusal the server gave for the file (`details.refusal` of a 400), if it gave one. */
function refusalOf(error: unknown): string | null {
  const refusal = error instanceof ApiError ? (error.details as { refusal?: unknown } | undefined)?.refusal : null;
  return typeof refusal === 'string' ? refusal : null;
}

/** Import from Trello (spec section 2): a board's JSON export, its lists mapped to statuses, and the orders' fields. */
export function TrelloImportDialog({ onClose }: TrelloImportDialogProps) {
  const { t, fieldLabel } = useLabels();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [values, setValues] = useState<TrelloImportValues>(() => initialTrelloImport());
  const [errors, setErrors] = useState<TrelloImportErrors>({});
  const importBoard = useTrelloImport();
  const busy = importBoard.isPending;
  const board = values.file && 'board' in values.file ? values.file.board : null;

  const set = <K extends keyof TrelloImportValues>(name: K, value: TrelloImportValues[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors(({ [name as keyof TrelloImportErrors]: _dropped, ...rest }) => rest);
  };

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    const chosen = readChosenFile(file.name, new Uint8Array(await file.arrayBuffer()));
    setValues((prev) => withFile(prev, chosen));
    setErrors(({ file: _dropped, ...rest }) =>
      'refusal' in chosen ? { ...rest, file: `trello.refused.${chosen.refusal}` } : rest,
    );
  };

  const answered = (answer: TrelloImportAnswer) => {
    onClose();
    const openLog = visibleLogsTabs(user).includes('imports')
      ? { text: t('trello.viewLog'), onClick: () => void navigate('/logs/imports') }
      : undefined;
    // Spec section 8: 'Wait a min for updating' closes the dialog; any other answer is a success notice.
    if (answer.message === TRELLO_WAIT_MESSAGE) notify.success(t('trello.waiting'), openLog);
    else notify.success(t('trello.imported', answer), openLog);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTrelloImport(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    importBoard.mutate(trelloImportRequest(values), {
      onSuccess: answered,
      onError: (error) => {
        const refusal = refusalOf(error);
        if (refusal) setErrors((prev) => ({ ...prev, file: `trello.refused.${refusal}` }));
        else notify.error(error);
      },
    });
  };

  const field = (
    name: keyof TrelloImportValues,
    label: string,
    control: ReactNode,
    opts: { wide?: boolean; required?: boolean; helper?: ReactNode } = {},
  ) => (
    <OrderFormField id={`trello-${name}`} label={label} error={errors[name as keyof TrelloImportErrors]} {...opts}>
      {control}
    </OrderFormField>
  );

  const reference = (name: 'saleId' | 'dealerId', resource: string) =>
    field(
      name,
      fieldLabel(name),
      <ReferenceSelect
        id={`trello-${name}`}
        fill
        resource={resource}
        value={values[name]}
        disabled={busy}
        onChange={(v) => set(name, v)}
      />,
    );

  return (
    <Dialog isOpen title={t('trello.title')} icon="import" onClose={onClose} style={{ width: 760, maxWidth: '95vw' }}>
      <form onSubmit={submit} noValidate data-testid="trello-import-form">
        <DialogBody>
          <div className="bo-form-grid">
            {field(
              'file',
              t('trello.file'),
              <FileInput
                fill
                disabled={busy}
                text={values.file?.name ?? t('trello.chooseFile')}
                hasSelection={values.file !== null}
                buttonText={t('trello.browse')}
                inputProps={{ id: 'trello-file', accept: '.json,application/json' }}
                onInputChange={(e) => void chooseFile(e.currentTarget.files?.[0])}
              />,
              {
                wide: true,
                required: true,
                helper: board
                  ? t('trello.boardSummary', { name: board.name, cards: board.cards, lists: board.lists.length })
                  : t('trello.fileHint'),
              },
            )}
            <CustomerField
              id="trello-customerId"
              value={values.customerId}
              channelId={values.channelId}
              disabled={busy}
              onChange={(customer) =>
                setValues((prev) => ({
                  ...prev,
                  customerId: customer?.id ?? null,
                  channelId: customer?.channelId ?? null,
                }))
              }
            />
            {reference('saleId', 'salers')}
            {field(
              'finishedDate',
              fieldLabel('finishedDate'),
              <FinishDateInput
                id="trello-finishedDate"
                value={values.finishedDate}
                disabled={busy}
                onChange={(v) => set('finishedDate', v)}
              />,
              { required: true, helper: t('trello.finishedDateHint') },
            )}
            {reference('dealerId', 'dealers')}
            {field(
              'paymentStatus',
              fieldLabel('paymentStatus'),
              <PaymentStatusSelect
                id="trello-paymentStatus"
                value={values.paymentStatus}
                disabled={busy}
                onChange={(v) => set('paymentStatus', v)}
              />,
            )}
            {field(
              'cookie',
              t('trello.cookie'),
              <TextArea
                id="trello-cookie"
                fill
                rows={2}
                className="bo-trello-cookie"
                value={values.cookie}
                disabled={busy}
                onChange={(e) => set('cookie', e.target.value)}
              />,
              { wide: true, helper: t('trello.cookieHint') },
            )}
          </div>
          {board && (
            <FormGroup label={t('trello.lists')} helperText={t('trello.listsHint')}>
              <ListStatusTable
                lists={board.lists}
                value={values.listStatuses}
                disabled={busy}
                onChange={(listId, status) => set('listStatuses', { ...values.listStatuses, [listId]: status })}
              />
            </FormGroup>
          )}
          {board && board.cards === 0 && <Callout intent={Intent.WARNING}>{t('trello.noCards')}</Callout>}
          {board && board.cards > TRELLO_SYNC_CARD_LIMIT && (
            <Callout intent={Intent.PRIMARY} icon="time">
              {t('trello.background', { cards: board.cards })}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={busy} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                icon="import"
                text={t('trello.import')}
                loading={busy}
                disabled={board?.cards === 0}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
