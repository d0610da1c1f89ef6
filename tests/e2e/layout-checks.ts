import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What is wrong with the page's layout on a phone: a page wider than the screen, and controls the support chat
 * lies over, even in part. Only what the player sees counts: the band between the sticky header and the bottom
 * (the top of the chat's dock when it spans the screen), checked as the page scrolls from its top to its end, half
 * a screen at a time.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`scrolls sideways: ${root.scrollWidth} px on a ${root.clientWidth} px screen`);
    const chat = document.querySelector('[data-support-chat]');
    if (!chat) return problems;
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="switch"], [role="slider"]',
    );
    const stops = Math.ceil(root.scrollHeight / (window.innerHeight / 2));
    for (let stop = 0; stop <= stops; stop++) {
      const at = (stop * window.innerHeight) / 2;
      window.scrollTo(0, at);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = chat.getBoundingClientRect();
      const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const bottom = box.width >= window.innerWidth - 1 ? box.top : window.innerHeight;
      const seen = new Set(problems);
      for (const control of controls) {
        if (chat.contains(control)) continue;
        // where the control and the chat overlap, if they do, and whether the chat is what shows there
        const r = control.getBoundingClientRect();
        const left = Math.max(r.left, box.left);
        const right = Math.min(r.right, box.right);
        const upper = Math.max(r.top, box.top, top);
        const lower = Math.min(r.bottom, box.bottom, bottom);
        if (left >= right || upper >= lower) continue;
        const hit = document.elementFromPoint((left + right) / 2, (upper + lower) / 2);
        const problem = `the chat covers ${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`;
        if (hit && chat.contains(hit) && !seen.has(problem)) problems.push(problem);
      }
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

/** Scrolls down as a player would until `target` (rendered only once near the screen) shows. */
export async function scrollUntilShown(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 20 && !(await target.isVisible()); step++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
  }
  await expect(target).toBeVisible();
}
