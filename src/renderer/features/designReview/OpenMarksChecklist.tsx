import { Checkbox, Classes, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Mark } from './designQueries';

export interface OpenMarksChecklistProps {
  /** The order's open marks. */
  readonly marks: readonly Mark[];
  /** The ids to resolve with the step. */
  readonly value: readonly number[];
  readonly onChange: (ids: number[]) => void;
  readonly disabled?: boolean;
}

/**
 * The open marks of the order in the step form of design_in_progress and gua_pd: the
 * designer says which the new version resolves (all, unless unticked); sent as `resolveMarks`.
 */
export function OpenMarksChecklist({ marks, value, onChange, disabled }: OpenMarksChecklistProps) {
  const { t } = useTranslation();
  if (marks.length === 0) return null;
  return (
    <FormGroup label={t('designReview.openMarks', { count: marks.length })} className="bo-open-marks">
      {marks.map((mark) => (
        <Checkbox
          key={mark.id}
          disabled={disabled}
          checked={value.includes(mark.id)}
          onChange={(e) =>
            onChange(e.currentTarget.checked ? [...value, mark.id] : value.filter((id) => id !== mark.id))
          }
        >
          <span className={Classes.TEXT_MUTED}>v{mark.version}</span> {mark.body}
        </Checkbox>
      ))}
    </FormGroup>
  );
}
