import type { Language } from '../../../../shared/domain/constants';
import { groupThousands } from '../../../../shared/domain/format';

const KB = 1024;
const MB = KB * KB;

/** A backup's size for people: whole KB under a megabyte, else MB to one decimal (`6.1 MB`, `6,1 MB` in Vietnamese). */
export function formatBackupSize(bytes: number, language: Language): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  const [whole = '0', tenths = '0'] = (bytes / MB).toFixed(1).split('.');
  const [thousands, decimal] = language === 'vi' ? ['.', ','] : [',', '.'];
  return `${groupThousands(Number(whole), thousands)}${decimal}${tenths} MB`;
}
