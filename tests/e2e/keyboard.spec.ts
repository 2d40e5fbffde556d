import {test, expect, openPage} from './support';

/**
 * A keyboard-only reader tabs through a long feature page: every stop must
 * be on screen and visibly focused (an outline or a focus ring), and the
 * tour must pass the skip link, the navbar, the search box, the sidebar and
 * the table of contents.
 */
test('tabbing through a page reaches every region and focus is always visible', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPage(page, '/ocean/features/headroom');
  const required = ['skip link', 'navbar', 'search', 'sidebar', 'toc'];
  const reached = new Set<string>();
  const invisible: string[] = [];
  for (let stop = 0; stop < 400 && !required.every((r) => reached.has(r)); stop++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const region = el.closest('.navbar') ? (el.matches('input') ? 'search' : 'navbar')
        : el.closest('.theme-doc-sidebar-container') ? 'sidebar'
        : el.closest('.table-of-contents') ? 'toc'
        : el.textContent?.trim() === 'Skip to main content' ? 'skip link' : 'content';
      return {
        region,
        label: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('placeholder') || '').trim().slice(0, 40)}"`,
        ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
        onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
      };
    });
    if (!focus) continue;
    reached.add(focus.region);
    if (!focus.ring || !focus.onScreen) invisible.push(`${focus.region}: ${focus.label} ring=${focus.ring} onScreen=${focus.onScreen}`);
  }
  expect(invisible, 'focused elements without a visible focus indicator').toEqual([]);
  expect([...reached]).toEqual(expect.arrayContaining(required));
});
