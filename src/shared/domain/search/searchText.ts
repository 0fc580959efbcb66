/**
 * The one search rule of the product (lists' `q`, pickers, the palette): each typed word is
 * matched as the start of a word of the record, in any order, without diacritics, case or
 * spacing, and a phone number by its digits. The server keeps each record's words folded by
 * these same rules (`search_fold` in the database, db/searchDocs.ts, installed from the
 * constants below), so a word folds alike on both sides.
 *
 * Folding: the text is decomposed (Unicode NFD) and its combining marks dropped, so every
 * Vietnamese tone and vowel mark goes (`ắ` → `a`, `ơ` → `o`, `ư` → `u`, and any Latin letter's);
 * the letters with no decomposition that read as a plain one (`đ`/`Đ` → `d`) and ASCII capitals
 * are translated ({@link FOLD_TABLE}); every ASCII punctuation or space separates words. Other
 * letters (`ß`, CJK) are kept as they are, on both sides.
 */

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
const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Each translated letter (`from`) and its folded letter at the same position (`to`): SQL's `translate`. */
export const FOLD_TABLE: { readonly from: string; readonly to: string } = {
  from: Object.keys(EXTRA_FOLDS).join('') + ASCII_UPPER,
  to: Object.values(EXTRA_FOLDS).join('') + ASCII_UPPER.toLowerCase(),
};

const FOLDS = new Map([...FOLD_TABLE.from].map((char, i) => [char, FOLD_TABLE.to[i]]));

/** Combining marks (a decomposed `ế` is `e` and two of them). */
export const COMBINING_MARKS = '[\\u0300-\\u036f]';
/** What separates words: ASCII spaces and punctuation, and the typographic ones people paste. */
export const WORD_SEPARATORS =
  '[\\s\\x21-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7e\\u00a0\\u00b7\\u2010-\\u2015\\u2018-\\u201f\\u2026\\u2039\\u203a]+';

const marks = new RegExp(COMBINING_MARKS, 'g');
const separators = new RegExp(WORD_SEPARATORS, 'g');
const translated = new RegExp(`[${FOLD_TABLE.from}]`, 'g');

/** The words of a text as the search compares them, one space between each, no space around. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(marks, '')
    .replace(translated, (char) => FOLDS.get(char) ?? char)
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
  return `${all.map((word) => ` ${word}`).join('')} `;
}

/** True when `text` is found by `typed` under the rule (the palette's screens, tests). */
export function matchesSearch(text: string, typed: string): boolean {
  const terms = searchTerms(typed);
  if (!terms) return true;
  const doc = searchDoc([text]);
  if (terms.words.every((word) => doc.includes(` ${word}`))) return true;
  return terms.digits !== null && doc.includes(` ${terms.digits}`);
}
