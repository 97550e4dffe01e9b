import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './browser.ts';

type AxeNode = { target: string[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The serious and critical axe-core violations on the page as it is now (WCAG 2.x A and AA). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not an inline <script>: our CSP refuses those.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations as AxeViolation[];
  });
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** A readable list of violations for a failing assertion: rule, help text and the first nodes. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}  ${node.html.slice(0, 160)}`)
        .join('\n');
      return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n${nodes}`;
    })
    .join('\n');
}

/** Fails with the list of serious/critical violations on the page, if there are any. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Colours in the middle of a change read as low contrast: a toast still sliding in is half
  // transparent, a dialog fading in, a button whose hover colour is on its way (the mouse stays
  // where the last click was). Wait for every animation and transition that ends to end; the
  // endless ones (spinners, skeletons) and toasts' countdown bars are left running.
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY ||
            // A toast's countdown bar runs for as long as the toast stays: not a colour change.
            Boolean(
              (animation.effect as KeyframeEffect | null)?.target?.classList.contains(
                'Toastify__progress-bar',
              ),
            ),
        ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const violations = await seriousViolations(page);
  if (violations.length > 0) {
    throw new Error(
      `axe-core: ${label} has serious or critical violations:\n${describeViolations(violations)}`,
    );
  }
}

export type AuditWidth = { name: string; size: { width: number; height: number } };

/** Waits for the browser to lay the page out again and for spinners and skeletons to go. */
async function settleAfterResize(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}

/**
 * Audits each path at every width with one navigation per path (the page is resized in place,
 * which is what a phone rotating or a window narrowing does), then each extra state, opened
 * afresh at every width. Collects every failure so one run lists all pages that need fixing.
 */
export async function auditPages(
  page: Page,
  options: {
    paths: string[];
    widths: readonly AuditWidth[];
    settle: (page: Page) => Promise<void>;
    extra?: Record<string, () => Promise<void>>;
  },
): Promise<string[]> {
  const failures: string[] = [];
  const check = async (label: string, width: AuditWidth) => {
    const violations = await seriousViolations(page);
    if (violations.length > 0)
      failures.push(`${label} at ${width.name} px:\n${describeViolations(violations)}`);
  };
  for (const path of options.paths) {
    for (const [index, width] of options.widths.entries()) {
      await page.setViewportSize(width.size);
      if (index === 0) {
        await page.goto(path);
        await options.settle(page);
      } else {
        await settleAfterResize(page);
      }
      await check(path, width);
    }
  }
  for (const width of options.widths) {
    await page.setViewportSize(width.size);
    for (const [label, open] of Object.entries(options.extra ?? {})) {
      await open();
      await check(label, width);
    }
  }
  return failures;
}

/**
 * A screen at 1280 then 390 px, resized in place (one navigation for both): no sideways
 * scrolling, a full-page screenshot `<name>-<width>`, and axe clean. Back at 1280 after.
 */
export async function shootAndAuditBoth(page: Page, name: string) {
  for (const [width, size] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBe(0);
    await screenshot(page, `${name}-${width}`);
    await expectAccessible(page, `${name} at ${width} px`);
  }
  await page.setViewportSize(DESKTOP);
}
