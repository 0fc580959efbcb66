import { Tag } from '@blueprintjs/core';

/** Props of {@link PipelineTag}. */
export interface PipelineTagProps {
  readonly pipeline: { readonly name?: string | null; readonly color?: string | null } | null | undefined;
}

/** A deal pipeline's tag in the pipeline's own colour (spec section 2, customers list). */
export function PipelineTag({ pipeline }: PipelineTagProps) {
  if (!pipeline?.name) return null;
  return (
    <Tag round minimal={!pipeline.color} style={pipeline.color ? { backgroundColor: pipeline.color } : undefined}>
      {pipeline.name}
    </Tag>
  );
}
