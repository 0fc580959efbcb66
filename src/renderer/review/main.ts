import type { PublicReview } from '../../shared/api/endpoints/designReview';
import type { Shape } from '../features/designReview/markGeometry';
import { h } from './dom';
import { reviewApi, type PublicMark } from './reviewApi';
import { reviewImage } from './reviewImage';
import { decisionBody, failureOf, tokenOf, type Failure } from './reviewState';
import { pickLanguage, REVIEW_LANGUAGES, text, type ReviewLanguage, type ReviewTextKey } from './reviewTexts';

/**
 * The customer's review page (`/review/<token>`, issue 38): plain DOM, no account. The order's
 * name and code, the latest version large with earlier ones a tap away, the marks meant for the
 * customer; a tap pins, a drag boxes, with a comment; then Approve (1-5 stars) or Request changes.
 */

interface State {
  language: ReviewLanguage;
  review: PublicReview | null;
  failure: Failure | null;
  version: number | null;
  imageIndex: number;
  draft: Shape | null;
  /** The ids of marks made on this page. */
  mine: number[];
  decision: 'approve' | 'changes' | null;
  formError: ReviewTextKey | null;
  outcome: ReviewTextKey | null;
  busy: boolean;
  /** The decision form's fields, kept across a redraw. */
  rate: number | null;
  comment: string;
  name: string;
}

const root = document.getElementById('review-root') ?? document.body;
const token = tokenOf(location.pathname);
const state: State = {
  language: pickLanguage(navigator.language),
  review: null,
  failure: token ? null : { key: 'notFound' },
  version: null,
  imageIndex: 0,
  draft: null,
  mine: [],
  decision: null,
  formError: null,
  outcome: null,
  busy: false,
  rate: null,
  comment: '',
  name: '',
};

const tr = (key: ReviewTextKey, values?: Record<string, string | number>) => text(state.language, key, values);

function set(patch: Partial<State>): void {
  Object.assign(state, patch);
  render();
}

function languageSwitch(): HTMLElement {
  return h(
    'div',
    { class: 'rv-lang', role: 'group', 'aria-label': tr('language') },
    ...REVIEW_LANGUAGES.map((lang) => {
      const button = h(
        'button',
        { type: 'button', lang, 'aria-pressed': String(lang === state.language) },
        lang.toUpperCase(),
      );
      button.addEventListener('click', () => set({ language: lang }));
      return button;
    }),
  );
}

function failureView(failure: Failure): HTMLElement {
  return h('p', { class: 'rv-failure', role: 'alert' }, 'key' in failure ? tr(failure.key) : failure.message);
}

function markList(marks: readonly PublicMark[], numbers: Map<number, number>): HTMLElement | null {
  if (marks.length === 0) return null;
  return h(
    'section',
    { 'aria-label': tr('marksOnImage') },
    h('h2', {}, tr('marksOnImage')),
    h(
      'ol',
      { class: 'rv-mark-list' },
      ...marks.map((m) =>
        h(
          'li',
          { class: state.mine.includes(m.id) ? 'rv-mine' : undefined },
          h(
            'span',
            { class: 'rv-num', 'aria-label': tr('markN', { n: numbers.get(m.id) ?? 0 }) },
            String(numbers.get(m.id) ?? ''),
          ),
          ' ',
          m.body,
        ),
      ),
    ),
  );
}

function draftForm(review: PublicReview, version: number): HTMLElement {
  const area = h('textarea', { id: 'rv-mark-body', rows: 3, required: true });
  const form = h(
    'form',
    { class: 'rv-card', 'aria-label': tr('yourMark') },
    h('label', { for: 'rv-mark-body' }, tr('comment')),
    area,
    h(
      'div',
      { class: 'rv-row' },
      h('button', { type: 'button', class: 'rv-secondary' }, tr('cancel')),
      h('button', { type: 'submit', disabled: state.busy }, tr('save')),
    ),
  );
  form.querySelector('button[type="button"]')?.addEventListener('click', () => set({ draft: null }));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const body = area.value.trim();
    if (!body || !state.draft || !token) return;
    const shape = { kind: state.draft.kind, points: state.draft.points.map(([x, y]) => [x, y] as [number, number]) };
    set({ busy: true });
    void reviewApi.mark(token, { version, imageIndex: state.imageIndex, shape, body }).then((answer) => {
      if (answer.ok) {
        review.marks.push(answer.body);
        set({ busy: false, draft: null, mine: [...state.mine, answer.body.id] });
      } else set({ busy: false, failure: failureOf(answer.status, answer.message) });
    });
  });
  queueMicrotask(() => area.focus());
  return form;
}

function decisionForm(): HTMLElement {
  const choose = (decision: 'approve' | 'changes') => {
    const button = h(
      'button',
      {
        type: 'button',
        'aria-pressed': String(state.decision === decision),
        class: decision === 'approve' ? 'rv-approve' : 'rv-changes',
      },
      tr(decision),
    );
    button.addEventListener('click', () => {
      set({ decision, formError: null });
      root.querySelector<HTMLElement>('.rv-decision input, .rv-decision textarea')?.focus();
    });
    return button;
  };
  const section = h(
    'section',
    { class: 'rv-card', 'aria-labelledby': 'rv-decide' },
    h('h2', { id: 'rv-decide' }, tr('decide')),
    h('div', { class: 'rv-row' }, choose('approve'), choose('changes')),
  );
  if (!state.decision) return section;
  const approving = state.decision === 'approve';
  const comment = h('textarea', { id: 'rv-comment', rows: 3 });
  comment.value = state.comment;
  comment.addEventListener('input', () => (state.comment = comment.value));
  const name = h('input', { id: 'rv-name', type: 'text', autocomplete: 'name', maxlength: 200, value: state.name });
  name.addEventListener('input', () => (state.name = name.value));
  const stars = h(
    'fieldset',
    { class: 'rv-stars' },
    h('legend', {}, tr('rating')),
    ...[1, 2, 3, 4, 5].map((n) => {
      const radio = h('input', { type: 'radio', name: 'rate', value: n, required: true, checked: state.rate === n });
      radio.addEventListener('change', () => (state.rate = n));
      return h(
        'label',
        {},
        radio,
        h('span', { 'aria-hidden': 'true' }, '★'),
        h('span', { class: 'rv-sr' }, tr('stars', { n })),
      );
    }),
  );
  const form = h(
    'form',
    { class: 'rv-decision' },
    approving ? stars : null,
    h('label', { for: 'rv-comment' }, tr(approving ? 'commentOptional' : 'comment')),
    comment,
    h('label', { for: 'rv-name' }, tr('name')),
    name,
    state.formError ? h('p', { class: 'rv-failure', role: 'alert' }, tr(state.formError)) : null,
    h('button', { type: 'submit', disabled: state.busy }, tr('send')),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const result = decisionBody({
      decision: approving ? 'approve' : 'changes',
      rate: state.rate,
      comment: state.comment,
      name: state.name,
      marksMade: state.mine.length,
    });
    if (!result.ok || !token) return set({ formError: result.ok ? 'failed' : result.error });
    set({ busy: true });
    void reviewApi
      .decide(token, result.body)
      .then((answer) =>
        answer.ok
          ? set({ busy: false, outcome: approving ? 'approved' : 'changesSent' })
          : set({ busy: false, failure: failureOf(answer.status, answer.message) }),
      );
  });
  section.append(form);
  return section;
}

function reviewView(review: PublicReview): HTMLElement[] {
  const versions = [...review.versions].sort((a, b) => b.version - a.version);
  const shown = versions.find((v) => v.version === state.version) ?? versions[0];
  const header = h(
    'header',
    { class: 'rv-header' },
    h(
      'div',
      {},
      h('h1', {}, review.order.name ?? tr('title')),
      review.order.code ? h('p', { class: 'rv-muted' }, `${tr('order')} ${review.order.code}`) : null,
    ),
    languageSwitch(),
  );
  if (!shown) return [header];
  const image = shown.images[state.imageIndex] ?? shown.images[0];
  const onImage = review.marks.filter((m) => m.version === shown.version && m.imageIndex === state.imageIndex);
  const numbers = new Map(onImage.map((m, i) => [m.id, i + 1]));
  const main = h(
    'main',
    {},
    h('h2', {}, shown === versions[0] ? `${tr('latest')} · v${shown.version}` : tr('version', { v: shown.version })),
    state.outcome ? null : h('p', { class: 'rv-muted' }, tr('marksHelp')),
    image
      ? reviewImage({
          url: image.webImage,
          alt: `${tr('version', { v: shown.version })}, ${tr('image', { n: state.imageIndex + 1 })}`,
          marks: onImage.map((m) => ({
            id: m.id,
            shape: m.shape,
            number: numbers.get(m.id) ?? 0,
            mine: state.mine.includes(m.id),
          })),
          onDrawn: (draft) => {
            if (!state.outcome) set({ draft });
          },
        })
      : null,
    shown.images.length > 1
      ? thumbs(
          shown.images.map((img) => img.previewImage),
          state.imageIndex,
          (i) => set({ imageIndex: i, draft: null }),
          (n) => tr('image', { n }),
        )
      : null,
    state.draft ? draftForm(review, shown.version) : null,
    markList(onImage, numbers),
    versions.length > 1
      ? h(
          'section',
          {},
          h('h2', {}, tr('versions')),
          thumbs(
            versions.map((v) => v.images[0]?.previewImage ?? ''),
            versions.indexOf(shown),
            (i) => set({ version: versions[i]?.version ?? null, imageIndex: 0, draft: null }),
            (n) => tr('showVersion', { v: versions[n - 1]?.version ?? n }),
          ),
        )
      : null,
    state.failure ? failureView(state.failure) : null,
    state.outcome
      ? h('p', { class: 'rv-outcome', role: 'status' }, tr(state.outcome))
      : review.canApprove
        ? decisionForm()
        : h('p', { class: 'rv-muted' }, tr('commentOnly')),
    h(
      'p',
      { class: 'rv-muted rv-small' },
      tr('expires', { at: new Date(review.expiresAt).toLocaleString(state.language) }),
    ),
  );
  return [header, main];
}

function thumbs(
  urls: string[],
  current: number,
  onPick: (index: number) => void,
  label: (n: number) => string,
): HTMLElement {
  return h(
    'div',
    { class: 'rv-thumbs' },
    ...urls.map((url, i) => {
      const button = h(
        'button',
        { type: 'button', 'aria-pressed': String(i === current), 'aria-label': label(i + 1) },
        h('img', { src: url, alt: '' }),
      );
      button.addEventListener('click', () => onPick(i));
      return button;
    }),
  );
}

function render(): void {
  document.documentElement.lang = state.language;
  document.title = tr('title');
  if (state.review) root.replaceChildren(...reviewView(state.review));
  else if (state.failure)
    root.replaceChildren(
      h('header', { class: 'rv-header' }, h('h1', {}, tr('title')), languageSwitch()),
      h('main', {}, failureView(state.failure)),
    );
  else root.replaceChildren(h('main', {}, h('p', { role: 'status' }, tr('loading'))));
}

render();
if (token) {
  void reviewApi
    .get(token)
    .then((answer) =>
      answer.ok ? set({ review: answer.body }) : set({ failure: failureOf(answer.status, answer.message) }),
    );
}
