import { Button } from '@blueprintjs/core';
import { useLabels } from '../components/labels/useLabels';

/** Props of {@link SearchSuggestions}. */
export interface SearchSuggestionsProps {
  /** The closest spellings the server offered for a search that found nothing (`suggestions`). */
  readonly suggestions?: readonly string[];
  /** Searches again with the one picked. */
  readonly onPick: (q: string) => void;
}

/** "Did you mean …?": each closest spelling of a search that found nothing, one click to search it. */
export function SearchSuggestions({ suggestions, onPick }: SearchSuggestionsProps) {
  const { t } = useLabels();
  if (!suggestions || suggestions.length === 0) return null;
  return (
    <div className="bo-search-suggestions" data-testid="search-suggestions">
      <span>{t('list.didYouMean')}</span>
      {suggestions.map((text) => (
        <Button key={text} variant="minimal" intent="primary" size="small" text={text} onClick={() => onPick(text)} />
      ))}
    </div>
  );
}
