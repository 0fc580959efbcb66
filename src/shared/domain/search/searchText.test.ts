import { describe, expect, it } from 'vitest';
import { FOLD_TABLE, foldSearchText, matchesSearch, phoneDigits, searchDoc, searchTerms } from './searchText';

/** Every Vietnamese vowel with every tone (none, huyền, sắc, hỏi, ngã, nặng), lower and upper case. */
const VOWELS: Record<string, string> = {
  a: 'aàáảãạ',
  ă: 'ăằắẳẵặ',
  â: 'âầấẩẫậ',
  e: 'eèéẻẽẹ',
  ê: 'êềếểễệ',
  i: 'iìíỉĩị',
  o: 'oòóỏõọ',
  ô: 'ôồốổỗộ',
  ơ: 'ơờớởỡợ',
  u: 'uùúủũụ',
  ư: 'ưừứửữự',
  y: 'yỳýỷỹỵ',
};
const BASE: Record<string, string> = { ă: 'a', â: 'a', ê: 'e', ô: 'o', ơ: 'o', ư: 'u' };

describe('foldSearchText', () => {
  it('folds every Vietnamese vowel and tone, in both cases, to its base letter', () => {
    for (const [vowel, forms] of Object.entries(VOWELS)) {
      const base = BASE[vowel] ?? vowel;
      for (const form of forms) {
        expect(foldSearchText(form), form).toBe(base);
        expect(foldSearchText(form.toUpperCase()), form.toUpperCase()).toBe(base);
      }
    }
  });

  it('reads đ and Đ as d', () => {
    expect(foldSearchText('đ')).toBe('d');
    expect(foldSearchText('Đặng Đức')).toBe('dang duc');
  });

  it('folds a decomposed text (combining marks) as the composed one', () => {
    const name = 'Nguyễn Thị Ánh Tuyết';
    expect(foldSearchText(name.normalize('NFD'))).toBe(foldSearchText(name));
    expect(foldSearchText(name)).toBe('nguyen thi anh tuyet');
  });

  it('ignores case and spacing, and splits on punctuation', () => {
    expect(foldSearchText('  BÙI   quốc\tLinh ')).toBe('bui quoc linh');
    expect(foldSearchText('bui.quoc-linh@Gmail.COM')).toBe('bui quoc linh gmail com');
    expect(foldSearchText('“Quán” – Phở…')).toBe('quan pho');
    expect(foldSearchText('...')).toBe('');
  });

  it('keeps letters outside Latin as they are', () => {
    expect(foldSearchText('Straße 東京')).toBe('straße 東京');
  });

  it('has one folded letter for each translated one', () => {
    expect(FOLD_TABLE.from.length).toBe(FOLD_TABLE.to.length);
    expect(FOLD_TABLE.to).toMatch(/^[a-z]+$/);
  });

  it('folds every Latin letter that decomposes into an ASCII one', () => {
    for (let code = 0xc0; code <= 0x24f; code++) {
      const char = String.fromCodePoint(code);
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      if (/^[A-Za-z]$/.test(base)) expect(foldSearchText(char), char).toBe(base.toLowerCase());
    }
  });
});

describe('phone numbers and codes', () => {
  it('reads a phone number by its digits, however it is grouped', () => {
    expect(phoneDigits('0976 627.905')).toBe('0976627905');
    expect(phoneDigits('+84 (976) 627-905')).toBe('84976627905');
    expect(phoneDigits('0976627905')).toBeNull();
    expect(phoneDigits('bui 0976')).toBeNull();
  });

  it('keeps the words, then the phone digits, then the codes’ numbers', () => {
    expect(searchDoc(['Bùi Quốc Linh', '0976 627 905', null, 'DH000156'])).toBe(
      ' bui quoc linh 0976 627 905 dh000156 0976627905 156 ',
    );
    expect(searchDoc([])).toBe(' ');
  });
});

describe('searchTerms and matchesSearch', () => {
  it('matches each typed word at the start of a word, in any order, without diacritics', () => {
    for (const typed of ['bui quoc linh', 'linh bui', 'bui lin', 'BÙI', 'Bùi Quốc Linh', 'quoc']) {
      expect(matchesSearch('Bùi Quốc Linh', typed), typed).toBe(true);
    }
    for (const typed of ['ui', 'bui nam', 'linhbui']) {
      expect(matchesSearch('Bùi Quốc Linh', typed), typed).toBe(false);
    }
  });

  it('matches a phone number typed with separators, and a code by its number', () => {
    expect(matchesSearch('0976627905', '0976 627.905')).toBe(true);
    expect(matchesSearch('0976627905', '0976 62')).toBe(true);
    expect(matchesSearch('DH000156', '156')).toBe(true);
    expect(matchesSearch('DH000156', 'dh0001')).toBe(true);
  });

  it('asks nothing of a text of punctuation alone', () => {
    expect(searchTerms(' .,- ')).toBeNull();
    expect(searchTerms('Đặng  đặng')).toEqual({ words: ['dang'], digits: null, folded: 'dang dang' });
  });
});
