/**
 * A field, resource or action name as words, for a label no translation names yet:
 * `orderHistories` → `Order histories`, `productCatalogIds` → `Product catalog`.
 */
export function humanize(name: string): string {
  const words = name
    .replace(/Ids?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
