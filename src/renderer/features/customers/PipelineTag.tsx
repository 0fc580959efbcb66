import { Tag } from '@blueprintjs/core';
import { tagColors } from '../../components/tagColors';

/** Props of {@link PipelineTag}. */
export interface PipelineTagProps {
  readonly pipeline: { readonly name?: string | null; readonly color?: string | null } | null | undefined;
}

/** A deal pipeline's tag in the pipeline's own colour (spec section 2, customers list). */
export function PipelineTag({ pipeline }: PipelineTagProps) {
  if (!pipeline?.name) return null;
  const style = tagColors(pipeline.color);
  return (
    <Tag round minimal={!style} style={style}>
      {pipeline.name}
    </Tag>
  );
}
