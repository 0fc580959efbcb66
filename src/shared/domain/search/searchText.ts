/**
 * The one search rule of the product (lists' `q`, pickers, the palette): each typed word is
 * matched as the start of a word of the record, in any order, without diacritics, case or
 * spacing, and a phone number by its digits. The server keeps each record's words folded by
 * these same rules (`search_fold` in the database, installed from {@link FOLD_TABLE}), so a
 * word folds alike on both sides.
 *
 * Folding: Latin letters with marks become their base letter (every Vietnamese tone and vowel
 * mark: `ắ` → `a`, `ơ` → `o`, `ư` → `u`), `đ`/`Đ` become `d`, combining marks left by a
 * decomposed text are dropped, ASCII letters are lowered, and every ASCII punctuation or space
 * separates words. Other letters (`ß`, CJK) are kept as they are, on both sides.
 */

/** Letters that decompose into an ASCII letter and marks, or have no decomposition but read as one (`đ`). */
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
};

/** Latin-1 Supplement to Latin Extended-B, and Latin Extended Additional (Vietnamese's precomposed vowels). */
const FOLDED_RANGES: readonly (readonly [number, number])[] = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
];

function buildFoldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const [first, last] of FOLDED_RANGES) {
    for (let code = first; code <= last; code++) {
      const char = String.fromCodePoint(code);
      const base = EXTRA_FOLDS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      if (base.length === 1 && /[A-Za-z]/.test(base)) {
        from += char;
        to += base.toLowerCase();
      }
    }
  }
  return { from, to };
}

/** Each folded letter (`from`) and its base letter at the same position (`to`): SQL's `translate`. */
export const FOLD_TABLE: { readonly from: string; readonly to: string } = buildFoldTable();

const FOLDS = new Map([...FOLD_TABLE.from].map((char, i) => [char, FOLD_TABLE.to[i]]));

/** Combining marks (a decomposed `ế` is `e` and two of them). */
export const COMBINING_MARKS = '[\\u0300-\\u036f]';
/** What separates words: ASCII spaces and punctuation, and the typographic ones people paste. */
export const WORD_SEPARATORS =
  '[\\s\\x21-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7e\\u00a0\\u00b7\\u2010-\\u2015\\u2018-\\u201f\\u2026\\u2039\\u203a]+';

const marks = new RegExp(COMBINING_MARKS, 'g');
const separators = new RegExp(WORD_SEPARATORS, 'g');
const translated = /[\u00c0-\u024f\u1e00-\u1eff]/g;

/** The words of a text as the search compares them, one space between each, no space around. */
export function foldSearchText(text: string): string {
  return text
    .replace(translated, (char) => FOLDS.get(char) ?? char)
    .replace(marks, '')
    .replace(/[A-Z]+/g, (upper) => upper.toLowerCase())
    .replace(separators, ' ')
    .trim();
}

/** A text that reads as a phone number: digits in groups, separated as people write them. */
export const PHONE_LIKE_SQL = '^[+]?[0-9 ().-]+$';
const PHONE_LIKE = new RegExp(PHONE_LIKE_SQL);

/** The digits of a phone-like text of more than one group (`0976 627.905` → `0976627905`), else null. */
export function phoneDigits(text: string): string | null {
  if (!PHONE_LIKE.test(text)) return null;
  const groups = text.split(/[^\d]+/).filter(Boolean);
  return groups.length > 1 ? groups.join('') : null;
}

/**
 * What a typed search asks for: every word of `words` starts a word of the record; or, when the
 * text reads as a phone number in groups, its `digits` start one. Null when nothing is left
 * to search for (only punctuation).
 */
export interface SearchTerms {
  readonly words: readonly string[];
  readonly digits: string | null;
  /** The folded text whole, for the exact matches ranked first and the closest spellings. */
  readonly folded: string;
}

export function searchTerms(typed: string): SearchTerms | null {
  const folded = foldSearchText(typed);
  if (folded === '') return null;
  return { words: [...new Set(folded.split(' '))], digits: phoneDigits(typed), folded };
}

/** A code's number: a word of letters then digits (`dh000156`) is found by its number too (`156`). */
const CODE_WORD = /^[a-z]+0*([1-9][0-9]*)$/;
export const CODE_WORD_SQL = '^[a-z]+0*([1-9][0-9]*)$';

/**
 * A record's search words from the texts it is found by, as the database keeps them
 * (`search_doc`, db/searchDocs.ts): each word after a space, then the digits of each phone-like
 * text and the number of each code, and a space at the end.
 */
export function searchDoc(texts: readonly (string | null | undefined)[]): string {
  const present = texts.filter((text): text is string => typeof text === 'string');
  const words = present.map(foldSearchText);
  const digits = present.map(phoneDigits);
  const numbers = words.flatMap((folded) => folded.split(' ').map((word) => CODE_WORD.exec(word)?.[1] ?? null));
  const all = [...words, ...digits, ...numbers].filter((word): word is string => !!word);
  return ` ${all.join(' ')} `;
}

/** True when `text` is found by `typed` under the rule (the palette's screens, tests). */
export function matchesSearch(text: string, typed: string): boolean {
  const terms = searchTerms(typed);
  if (!terms) return true;
  const doc = searchDoc([text]);
  if (terms.words.every((word) => doc.includes(` ${word}`))) return true;
  return terms.digits !== null && doc.includes(` ${terms.digits}`);
}
