import { INITIAL_ORDER_STATUS, ORDER_FEATURES, type OrderFeature, type OrderStatus } from '../orderStatus';

/**
 * How a Trello board becomes orders: each list names the status its cards start at (a default
 * guessed from the list's name, which the import dialog shows and the user may change), and
 * labels whose names are order features become the order's features.
 */

/** Lower case, without diacritics (Vietnamese names match their plain spelling), single-spaced. */
export function plainName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** List names and the status they suggest, first match wins (matched on {@link plainName}). */
const LIST_NAME_RULES: readonly (readonly [RegExp, OrderStatus])[] = [
  [/\b(done|complete[ds]?|completed|finish(ed)?|xong|hoan thanh|da giao)\b/, 'done'],
  [/\b(cancel+ed|cancel+|huy|dropped)\b/, 'canceled'],
  [/\b(feedback|revisions?|fix(es)?|sua)\b/, 'feedback'],
  [/\b(waiting for files?|cho file)\b/, 'waiting_for_file'],
  [/\b(waiting|approval|approve|cho duyet)\b/, 'waiting_approved'],
  [/\b(deliver(y|ed|ing)?|giao hang|ban giao)\b/, 'delivery'],
  [/\b(verif(y|ied|ication)|review(ing)?|qa|check(ing)?|kiem tra)\b/, 'verified'],
  [/\b(doing|in progress|progress|wip|designing|dang lam|dang thiet ke)\b/, 'design_in_progress'],
  [/\b(to ?do|new|backlog|inbox|moi)\b/, INITIAL_ORDER_STATUS],
];

/** The status a list's cards start at, by its name: "Done" → done, "To do" → the first status. */
export function defaultListStatus(listName: string): OrderStatus {
  const name = plainName(listName);
  return LIST_NAME_RULES.find(([pattern]) => pattern.test(name))?.[1] ?? INITIAL_ORDER_STATUS;
}

/** The default mapping of every list given: list id → status. */
export function defaultListStatuses(
  lists: readonly { readonly id: string; readonly name: string }[],
): Record<string, OrderStatus> {
  return Object.fromEntries(lists.map((list) => [list.id, defaultListStatus(list.name)]));
}

/** Label names (beyond the feature's own name) that mean each order feature. */
const FEATURE_SYNONYMS: Readonly<Record<OrderFeature, readonly string[]>> = {
  prioritize: ['priority', 'prioritise', 'urgent', 'gap', 'uu tien'],
  information: ['info', 'thong tin'],
  basic: ['co ban'],
  medium: ['trung binh'],
  highClass: ['high class', 'premium', 'cao cap'],
  customerCare: ['customer care', 'cham soc khach hang', 'cskh'],
  pr: [],
  test: ['testing'],
};

const FEATURE_BY_NAME: ReadonlyMap<string, OrderFeature> = new Map(
  ORDER_FEATURES.flatMap((feature) =>
    [feature, ...FEATURE_SYNONYMS[feature]].map((name) => [plainName(name).replace(/ /g, ''), feature] as const),
  ),
);

/** The order features a card's labels name, and the names of the other labels. */
export function featuresOfLabels(labels: readonly { readonly name?: string | null }[]): {
  readonly features: OrderFeature[];
  readonly otherLabels: string[];
} {
  const features = new Set<OrderFeature>();
  const otherLabels: string[] = [];
  for (const label of labels) {
    const name = label.name?.trim();
    if (!name) continue;
    const feature = FEATURE_BY_NAME.get(plainName(name).replace(/ /g, ''));
    if (feature) features.add(feature);
    else otherLabels.push(name);
  }
  return { features: ORDER_FEATURES.filter((f) => features.has(f)), otherLabels };
}
