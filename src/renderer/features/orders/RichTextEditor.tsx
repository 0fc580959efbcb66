import { Button, ButtonGroup, ButtonVariant, Classes, Size } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_MIN_HEIGHT_PX } from '../../../shared/domain/constants';

export interface RichTextEditorProps {
  readonly id: string;
  /** HTML; the server sanitises it on save. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly label: string;
  /** @default the small rich-text height of spec section 9 (150 px) */
  readonly minHeight?: number;
  readonly disabled?: boolean;
}

const COMMANDS: readonly { readonly command: string; readonly icon: IconName; readonly arg?: string }[] = [
  { command: 'bold', icon: 'bold' },
  { command: 'italic', icon: 'italic' },
  { command: 'underline', icon: 'underline' },
  { command: 'formatBlock', icon: 'header-three', arg: 'h3' },
  { command: 'insertUnorderedList', icon: 'properties' },
  { command: 'insertOrderedList', icon: 'numbered-list' },
];

/** A small rich-text editor for customer requirements: a content-editable box with a formatting bar. */
export function RichTextEditor({ id, value, onChange, label, minHeight, disabled }: RichTextEditorProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Only outside changes are written back, so typing keeps its caret.
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);
  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    if (ref.current) onChange(ref.current.innerHTML);
  };
  return (
    <div className={`bo-rich ${disabled ? Classes.DISABLED : ''}`}>
      <ButtonGroup variant={ButtonVariant.MINIMAL} size={Size.SMALL} className="bo-rich-toolbar">
        {COMMANDS.map(({ command, icon, arg }) => (
          <Button
            key={command}
            icon={icon}
            disabled={disabled}
            aria-label={t(`orders.editor.${command}`)}
            title={t(`orders.editor.${command}`)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command, arg)}
          />
        ))}
      </ButtonGroup>
      <div
        id={id}
        ref={ref}
        role="textbox"
        aria-multiline
        aria-label={label}
        contentEditable={!disabled}
        suppressContentEditableWarning
        className={`bo-rich-body ${Classes.INPUT} ${Classes.RUNNING_TEXT}`}
        style={{ minHeight: minHeight ?? RICH_TEXT_MIN_HEIGHT_PX.small }}
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
      />
    </div>
  );
}
