import {
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/errors';
import { f } from '../../../shared/domain/fields';
import { localCalendarDate, addMonths } from '../../../shared/domain/payroll/calendarDate';
import { salaryMonthOf } from '../../../shared/domain/payroll/salaryPeriod';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import type { ScreenModal } from '../../core/screens';
import { notify } from '../../core/toaster';
import { DialogSaveFooter } from '../../components/DialogSaveFooter';
import { NumberInput } from '../../components/form/NumberInput';
import { formatDateTime } from '../../../shared/domain/format';
import { useLabels } from '../../components/labels/useLabels';
import { salaryQueries, type SalaryInfo } from './salaryQueries';
import { formPeriod, salaryInfoBody, salaryInfoErrors, salaryInfoForm, type SalaryInfoForm } from './salaryInfoForm';
import { SalaryRatesTables } from './SalaryRatesTables';
import './salaries.css';

interface FormProps {
  readonly row: SalaryInfo | null;
  readonly initial: SalaryInfoForm;
  readonly onClose: () => void;
}

const MONEY = f.money();

function SalaryInfoFormBody({ row, initial, onClose }: FormProps) {
  const { t } = useLabels();
  const call = useApi();
  const client = useQueryClient();
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState<ReturnType<typeof salaryInfoErrors>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const closed = row?.isClosed === true;
  const save = useMutation({
    mutationFn: () => {
      const body = salaryInfoBody(form);
      return row
        ? call('PUT /salaryInfos/:id', {
            params: { id: row.id },
            body: closed ? { note: body.note, updatedAt: row.updatedAt } : { ...body, updatedAt: row.updatedAt },
          })
        : call('POST /salaryInfos', { body });
    },
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all('salaryInfos') }),
  });
  const set = (patch: Partial<SalaryInfoForm>) => setForm((prev) => ({ ...prev, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = closed ? {} : salaryInfoErrors(form);
    setShown(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('form.success'));
        onClose();
      },
      onError: (error) => (error instanceof ApiError ? setFailure(error.message) : notify.error(error)),
    });
  };
  const error = (name: keyof typeof shown) => (shown[name] ? t(shown[name]) : undefined);
  const intent = (name: keyof typeof shown) => (shown[name] ? Intent.DANGER : Intent.NONE);
  const locked = closed || save.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        {closed && row && (
          <Callout intent={Intent.PRIMARY} icon="lock" className="bo-form-callout">
            {t('salaries.info.closedNote', { at: formatDateTime(row.closedAt) })}
          </Callout>
        )}
        {failure && (
          <Callout intent={Intent.DANGER} className="bo-form-callout">
            {failure}
          </Callout>
        )}
        <div className="bo-salary-info-grid">
          <FormGroup
            label={t('fields.dateMonth')}
            labelFor="salary-month"
            intent={intent('month')}
            helperText={error('month')}
          >
            {row ? (
              // A stored month keeps its month; shown as text, not in the browser's own language.
              <InputGroup
                id="salary-month"
                value={`${form.month.slice(5, 7)}/${form.month.slice(0, 4)}`}
                readOnly
                disabled
              />
            ) : (
              <InputGroup
                id="salary-month"
                type="month"
                value={form.month}
                disabled={locked}
                onValueChange={(month) => set({ month, ...(month ? formPeriod(month) : {}) })}
              />
            )}
          </FormGroup>
          <FormGroup
            label={t('salaries.info.firstDay')}
            labelFor="salary-start"
            intent={intent('startDate')}
            helperText={error('startDate')}
          >
            <InputGroup
              id="salary-start"
              type="date"
              value={form.startDate}
              disabled={locked}
              onValueChange={(startDate) => set({ startDate })}
            />
          </FormGroup>
          <FormGroup
            label={t('salaries.info.lastDay')}
            labelFor="salary-last"
            intent={intent('lastDay')}
            helperText={error('lastDay')}
          >
            <InputGroup
              id="salary-last"
              type="date"
              value={form.lastDay}
              disabled={locked}
              onValueChange={(lastDay) => set({ lastDay })}
            />
          </FormGroup>
          <FormGroup
            label={t('fields.baseSalary')}
            labelFor="salary-base"
            intent={intent('baseSalary')}
            helperText={error('baseSalary')}
          >
            <NumberInput
              id="salary-base"
              field={MONEY}
              value={form.baseSalary}
              disabled={locked}
              onChange={(baseSalary) => set({ baseSalary })}
            />
          </FormGroup>
        </div>
        <SalaryRatesTables
          bonus={form.bonus}
          kpis={form.kpis}
          disabled={locked}
          onBonus={(level, value) => set({ bonus: { ...form.bonus, [level]: value } })}
          onKpi={(level, sub, value) => set({ kpis: { ...form.kpis, [level]: { ...form.kpis[level], [sub]: value } } })}
        />
        <FormGroup label={t('fields.note')} labelFor="salary-note">
          <TextArea
            id="salary-note"
            fill
            autoResize
            rows={2}
            value={form.note}
            disabled={save.isPending}
            onChange={(e) => set({ note: e.target.value })}
          />
        </FormGroup>
      </DialogBody>
      <DialogSaveFooter busy={save.isPending} onCancel={onClose} />
    </form>
  );
}

/** The month a new salary info is for: the month after the newest one, or the current salary month. */
function newMonth(months: readonly SalaryInfo[]): string {
  const newest = months[0];
  return (newest ? addMonths(newest.dateMonth, 1) : salaryMonthOf(localCalendarDate())).slice(0, 7);
}

/** Create or edit a month's salary info: period, base salary, note and the rate tables. */
function SalaryInfoDialog({ id, onClose }: { readonly id?: number; readonly onClose: () => void }) {
  const { t, resourceLabel } = useLabels();
  const call = useApi();
  const months = useQuery(salaryQueries.months(call));
  const one = useQuery({
    queryKey: resourceKeys.one('salaryInfos', id ?? 0),
    queryFn: () => call('GET /salaryInfos/:id', { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
  const title =
    id === undefined
      ? t('form.createTitle', { resource: resourceLabel('salaryInfos') })
      : t('form.editTitle', { resource: resourceLabel('salaryInfos'), id });

  const content = () => {
    const failed = months.error ?? one.error;
    if (failed) return <NonIdealState icon="error" title={t('list.loadError')} description={failed.message} />;
    if (!months.data || (id !== undefined && !one.data)) return <Spinner />;
    const rows = months.data.results;
    const row = one.data ?? null;
    const initial = salaryInfoForm(row, newMonth(rows), rows[0] ?? null);
    return <SalaryInfoFormBody row={row} initial={initial} onClose={onClose} />;
  };

  return (
    <Dialog
      isOpen
      title={title}
      icon={id === undefined ? 'add' : 'edit'}
      onClose={onClose}
      style={{ width: 760, maxWidth: '95vw' }}
    >
      {content()}
    </Dialog>
  );
}

/** `#salaryInfos/create` and `#salaryInfos/{id}/edit`, in place of the generic form. */
export const salaryInfoModal: ScreenModal = (route, onClose) => (
  <SalaryInfoDialog key={`${route.mode}-${route.id ?? ''}`} id={route.id} onClose={onClose} />
);
