import type { ModalRoute } from '../core/screens';

export type { ModalRoute };

/** Reads `#niches/create`, `#niches/12/edit` or `#mistakeRecords/create?orderId=5`. */
export function parseModalHash(hash: string): ModalRoute | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const [path = '', query = ''] = text.split('?', 2);
  const parts = path.split('/').filter(Boolean);
  const defaults = Object.fromEntries(new URLSearchParams(query));
  if (parts.length === 2 && parts[1] === 'create') {
    return { resource: parts[0], mode: 'create', defaults };
  }
  if (parts.length === 3 && parts[2] === 'edit' && /^\d+$/.test(parts[1])) {
    return { resource: parts[0], mode: 'edit', id: Number(parts[1]), defaults };
  }
  return null;
}

export function createHash(resource: string, defaults: Readonly<Record<string, string | number>> = {}): string {
  const query = new URLSearchParams(Object.entries(defaults).map(([k, v]) => [k, String(v)])).toString();
  return `#${resource}/create${query ? `?${query}` : ''}`;
}

export function editHash(resource: string, id: number): string {
  return `#${resource}/${id}/edit`;
}
