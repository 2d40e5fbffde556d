import {test, expect, openPage} from './support';
import {FEEDBACK, LEGAL_LINKS} from '../../src/data/site';

test.describe('footer', () => {
  test('links to the privacy policy and terms', async ({page}) => {
    await openPage(page, '/');
    // The site footer is the contentinfo landmark; doc pages also have a <footer> (Last updated) inside the article.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: /Privacy Policy/})).toHaveAttribute('href', LEGAL_LINKS.privacy.href);
    await expect(footer.getByRole('link', {name: /Terms and Conditions/})).toHaveAttribute('href', LEGAL_LINKS.terms.href);
    await expect(footer).toContainText(/Copyright © \d{4}/);
  });

  test('the feedback link names the page the reader is on', async ({page}) => {
    await openPage(page, '/ocean/features/headroom');
    const href = await page.getByRole('contentinfo').getByRole('link', {name: /Feedback/}).getAttribute('href');
    expect(href).toMatch(new RegExp(`^mailto:${FEEDBACK.email}\\?subject=`));
    expect(decodeURIComponent(href!.split('subject=')[1])).toBe(`${FEEDBACK.subjectPrefix}: /ocean/features/headroom`);
  });
});
