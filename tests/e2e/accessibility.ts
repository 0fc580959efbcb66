import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 12, "Accessible to everyone": every screen passes axe-core's WCAG 2.0 and 2.1 A and AA
 * rules with no serious or critical violation. `snapshot()` calls this at each screen a test
 * looks at, and tests/e2e/accessibility.test.ts walks every screen of the menu.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a screen; minor and moderate findings are not counted. */
const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

/**
 * Blueprint's toasts, dialogs, drawers and popovers fade out over a few hundred milliseconds
 * after they close: an element on its way out of the page carries one of these classes, and its
 * colours are blended with what is behind it (a closing toast measured 1.34:1). They are not a
 * state anyone reads, so axe leaves them out; the same element is checked while it is shown.
 */
export const LEAVING_SELECTORS: readonly string[] = ['.bp6-toast-exit', '.bp6-overlay-exit', '.bp6-popover-exit'];

/** The same fade on the way in: a check waits until every toast, dialog and popover is fully shown. */
const ENTERING_SELECTORS: readonly string[] = [
  '.bp6-toast-enter',
  '.bp6-toast-appear',
  '.bp6-overlay-enter',
  '.bp6-overlay-appear',
  '.bp6-popover-enter',
  '.bp6-popover-appear',
];

interface Finding {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: unknown; readonly failureSummary?: string }[];
}

/** One violation as a few readable lines: rule, impact, help, then each failing node's selector. */
export function describeFinding(finding: Finding): string {
  const nodes = finding.nodes.map((node) => {
    const reason = node.failureSummary?.split('\n').slice(1).join(' ').trim();
    return `    - ${JSON.stringify(node.target)}${reason ? `: ${reason}` : ''}`;
  });
  return [`  ${finding.id} (${finding.impact ?? 'unknown'}): ${finding.help} ${finding.helpUrl}`, ...nodes].join('\n');
}

/** The page's document has axe-core loaded (it stays until the next full page load). */
const hasAxe = (page: Page): Promise<boolean> => page.evaluate(() => 'axe' in globalThis);

/**
 * Runs axe on the page as it is now and fails the test, listing each serious or critical
 * violation (rule, help, the failing nodes' selectors), if there is one. The failure is soft:
 * the test goes on to its next screens, so one run lists every screen's violations. The list
 * is also attached to the test's report under `axe: {screen}`.
 *
 * axe-core is loaded into the page once per document, and run in the page itself, with only
 * violations carrying their nodes. `@axe-core/playwright`'s AxeBuilder sent its 550 kB
 * source over the protocol and evaluated it twice on every check: that was half of each
 * check's time (1.3–1.9 s against 0.6–0.9 s on the orders list), and the suite checks every
 * screen it takes a picture of.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await expect(page.locator(ENTERING_SELECTORS.join(', ')), `${screen}: nothing fading in`).toHaveCount(0);
  if (!(await hasAxe(page))) await page.evaluate(axe.source);
  const failing = await page.evaluate(
    async ({ tags, exclude, impacts }) => {
      const loaded = (globalThis as unknown as { axe: typeof axe }).axe;
      const results = await loaded.run(
        { exclude: exclude.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations
        .filter((v) => impacts.includes(v.impact ?? ''))
        .map(({ id, impact, help, helpUrl, nodes }) => ({
          id,
          impact,
          help,
          helpUrl,
          nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
        }));
    },
    { tags: AXE_TAGS, exclude: [...LEAVING_SELECTORS], impacts: [...FAILING_IMPACTS] },
  );
  const report = failing.map(describeFinding).join('\n');
  if (failing.length > 0) {
    await test.info().attach(`axe: ${screen}`, { body: report, contentType: 'text/plain' });
  }
  expect
    .soft(failing.length, `${screen}: axe-core (WCAG 2 A/AA) finds serious or critical violations:\n${report}`)
    .toBe(0);
}
