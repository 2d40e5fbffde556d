import type {Locator, Page} from '@playwright/test';
import {test, expect, openPage, withoutStorage} from './support';

/**
 * Cloud tabs (`<Tabs groupId="cloud-provider">`): the reader's choice shows
 * the same cloud in every tab set of the group, on this page and the next,
 * from storage, with the server's highlighted code; the tabs work by keyboard
 * and without storage. src/theme/Tabs keeps a hydrated tab set instead of
 * rebuilding it, so the stored choice must arrive through Docusaurus's own
 * update, which these tests watch.
 */
const COST_FILTER = '/ocean/tutorials/create-a-cost-filter';
const PERMIT_LIST = '/administration/api/whitelist-ips';

const panelWith = (page: Page, codeTitle: string): Locator => page.getByRole('tabpanel').filter({hasText: codeTitle});

async function expectHighlightedPanel(panel: Locator): Promise<void> {
  await expect(panel).toBeVisible();
  await expect(panel.locator('pre code .token').first()).toBeVisible();
}

test('a cloud chosen on one page is the tab shown, highlighted, on the next page of the group and after a reload', async ({page}) => {
  await openPage(page, COST_FILTER);
  await expect(page.getByRole('tab', {name: 'AWS'})).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', {name: 'Azure'}).click();
  await expectHighlightedPanel(panelWith(page, 'Query filtered cost (AKS)'));
  await expect(panelWith(page, 'Query filtered cost (EKS')).toBeHidden();

  await openPage(page, PERMIT_LIST);
  await expect(page.getByRole('tab', {name: 'Azure'})).toHaveAttribute('aria-selected', 'true');
  await expectHighlightedPanel(panelWith(page, 'NSG rule for the Spot addresses'));
  await expect(panelWith(page, 'Prefix list for the Spot addresses')).toBeHidden();

  await page.reload();
  await expect(page.getByRole('tab', {name: 'Azure'})).toHaveAttribute('aria-selected', 'true');
  await expectHighlightedPanel(panelWith(page, 'NSG rule for the Spot addresses'));
});

test('the arrow keys move between clouds', async ({page}) => {
  await openPage(page, COST_FILTER);
  await page.getByRole('tab', {name: 'AWS'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', {name: 'Azure'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expectHighlightedPanel(panelWith(page, 'Query filtered cost (AKS)'));
});

test('without storage the tabs still switch', async ({page}) => {
  await withoutStorage(page);
  await openPage(page, COST_FILTER);
  await page.getByRole('tab', {name: 'GCP'}).click();
  await expectHighlightedPanel(panelWith(page, 'Query filtered cost (GKE)'));
  await expect(panelWith(page, 'Query filtered cost (AKS)')).toBeHidden();
});
