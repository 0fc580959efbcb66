import { Classes, Intent, Tag } from '@blueprintjs/core';
import type { FieldDef } from '../../../shared/domain/fields';
import { cellText, enumColor } from './cellFormat';
import { tagColors } from '../tagColors';
import { toText } from '../form/toText';
import { RateStars } from '../form/RateStars';
import { RefLink } from './RefLink';
import type { TitleLookup } from './refTitles';
import { useLabels } from './useLabels';
import { Thumb } from '../Thumb';

export interface CellValueProps {
  readonly field: FieldDef;
  readonly value: unknown;
  /** Titles of referenced rows; without it references show their id. */
  readonly titleOf?: TitleLookup;
}

function ids(value: unknown): number[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is number => Number.isInteger(v));
}

/** One value rendered by its field type: tags, thumbnails, stars, swatches, links or formatted text. */
export function CellValue({ field, value, titleOf }: CellValueProps) {
  const { t, language, enumLabel } = useLabels();
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'boolean':
      return (
        <Tag minimal intent={value ? Intent.SUCCESS : Intent.NONE}>
          {value ? t('list.yes') : t('list.no')}
        </Tag>
      );
    case 'enum': {
      const style = tagColors(enumColor(value));
      return (
        <Tag minimal={!style} style={style}>
          {enumLabel(toText(value))}
        </Tag>
      );
    }
    case 'list':
      return Array.isArray(value) ? (
        <span className="bo-tags">
          {value.map((item) => (
            <Tag key={toText(item)} minimal>
              {enumLabel(toText(item))}
            </Tag>
          ))}
        </span>
      ) : null;
    case 'image':
      return <Thumb src={toText(value)} />;
    case 'images': {
      const urls = Array.isArray(value) ? value.map(toText) : [];
      if (urls.length === 0) return null;
      return (
        <span className="bo-tags">
          <Thumb src={urls[0]} />
          {urls.length > 1 && <Tag minimal>+{urls.length - 1}</Tag>}
        </span>
      );
    }
    case 'rate':
      return <RateStars value={Number(value)} />;
    case 'color':
      return (
        <span className="bo-tags">
          <span className="bo-swatch" style={{ backgroundColor: toText(value) }} />
          <span className={Classes.TEXT_MUTED}>{toText(value)}</span>
        </span>
      );
    case 'ref':
    case 'refs':
      return (
        <span className="bo-refs">
          {ids(value).map((id) => (
            <RefLink key={id} resource={field.to ?? ''} id={id} title={titleOf?.(field.to ?? '', id)} />
          ))}
        </span>
      );
    default:
      return <>{cellText(field, value, language)}</>;
  }
}
