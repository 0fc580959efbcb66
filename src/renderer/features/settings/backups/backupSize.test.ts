import { describe, expect, it } from 'vitest';
import { formatBackupSize } from './backupSize';

describe('formatBackupSize', () => {
  it('prints whole KB under a megabyte, never 0 KB', () => {
    expect(formatBackupSize(0, 'en')).toBe('1 KB');
    expect(formatBackupSize(1536, 'en')).toBe('2 KB');
    expect(formatBackupSize(1024 * 1023, 'en')).toBe('1023 KB');
  });

  it('prints MB to one decimal, with the language’s separators', () => {
    expect(formatBackupSize(6_442_787, 'en')).toBe('6.1 MB');
    expect(formatBackupSize(6_442_787, 'vi')).toBe('6,1 MB');
    expect(formatBackupSize(1024 * 1024 * 1500.25, 'en')).toBe('1,500.3 MB');
    expect(formatBackupSize(1024 * 1024 * 1500.25, 'vi')).toBe('1.500,3 MB');
  });
});
