import type { Ref } from 'react';

/** The image types an upload accepts (the server's as well). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** Props of {@link ImageFileInput}. */
export interface ImageFileInputProps {
  /** What a button clicks to open the file chooser. */
  readonly ref: Ref<HTMLInputElement>;
  /** @default false */
  readonly multiple?: boolean;
  /** @default false */
  readonly disabled?: boolean;
  /** @default none */
  readonly testId?: string;
  /** Out of the tab order (a visible drop zone or button stands for it). @default false */
  readonly untabbable?: boolean;
  /** The files chosen; the input is emptied, so the same file can be chosen again. */
  readonly onFiles: (files: File[]) => void;
}

/** The hidden file input behind an image upload's button or drop zone. */
export function ImageFileInput({ ref, multiple, disabled, testId, untabbable, onFiles }: ImageFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      tabIndex={untabbable ? -1 : undefined}
      accept={IMAGE_TYPES}
      multiple={multiple}
      disabled={disabled}
      data-testid={testId}
      onChange={(e) => {
        const files = [...(e.target.files ?? [])];
        e.target.value = '';
        onFiles(files);
      }}
    />
  );
}
