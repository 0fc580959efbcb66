import { Button, ButtonGroup, Size } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { MARK_KINDS } from '../../../shared/domain/designReview';
import type { ShapeKind } from './markGeometry';

const ICONS: Record<ShapeKind | 'pan', IconName> = {
  pan: 'hand',
  pin: 'map-marker',
  box: 'square',
  arrow: 'arrow-top-right',
  path: 'draw',
};

export interface DrawingToolsProps {
  /** The tool on; null for panning. */
  readonly value: ShapeKind | null;
  readonly onChange: (tool: ShapeKind | null) => void;
  readonly disabled?: boolean;
}

/** Pan, pin, box, arrow and free line: one pressed at a time. */
export function DrawingTools({ value, onChange, disabled }: DrawingToolsProps) {
  const { t } = useTranslation();
  const tools = [null, ...MARK_KINDS] as const;
  return (
    <ButtonGroup aria-label={t('designReview.tools')}>
      {tools.map((tool) => {
        const name = t(`designReview.tool.${tool ?? 'pan'}`);
        return (
          <Button
            key={tool ?? 'pan'}
            size={Size.SMALL}
            icon={ICONS[tool ?? 'pan']}
            active={value === tool}
            aria-pressed={value === tool}
            aria-label={name}
            title={name}
            disabled={disabled && tool !== null}
            onClick={() => onChange(tool)}
          />
        );
      })}
    </ButtonGroup>
  );
}
