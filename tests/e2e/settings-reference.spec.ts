/**
 * The settings references: a reader finds a row by any of its three names,
 * through site search (every name is indexed with its section) and through
 * the page's filter box on a phone, and lands on a row from its address.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, openPage} from './support';
import {buildIndex, search} from '../../src/plugins/search/client/engine';
import type {SearchFile} from '../../src/plugins/search/client/types';
import {SEARCH_DOC_FILE} from '../../src/plugins/search/client/files';
import {SETTINGS_RESOURCES, settingsFiles} from '../../src/data/settings-resources';
import type {SettingsFacts, SettingsReference} from '../../src/data/settings-reference';

function reference(terraform: string): SettingsReference {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const files = settingsFiles(terraform);
  return {facts: read(files.facts) as SettingsFacts, console: read(files.console) as SettingsReference['console']};
}

/**
 * Share of rows, per kind of name, whose name typed alone lists the row (or
 * a section) of the reference among the hits the search box shows. Each row
 * is a search document of its own. Measured on 2026-11-28: Terraform 100 %,
 * API 99.7-100 % (`group.capacity.minimum` is the miss), console labels
 * 81-94 % (a label such as "Availability Zones" is also a feature page's
 * title, which ranks above it). The floors sit under those figures so that a
 * change which stops indexing the rows fails.
 */
const FLOORS = {terraform: 0.95, api: 0.95, label: 0.75} as const;

test.describe('settings reference search', () => {
  const name = readdirSync('build').find((file) => SEARCH_DOC_FILE.test(file));
  if (!name) throw new Error('No search-doc-<hash>.json in build/: run `npm run build` first.');
  const file = JSON.parse(readFileSync(join('build', name), 'utf8')) as SearchFile & {options: {maxHits: number}};
  const index = buildIndex(file.searchDocs);

  for (const resource of SETTINGS_RESOURCES) {
    test(`finds the rows of ${resource.terraform} by Terraform argument, API attribute and console label`, () => {
      const {facts, console: places} = reference(resource.terraform);
      for (const kind of ['terraform', 'api', 'label'] as const) {
        const names = facts.rows
          .map((row) => (kind === 'label' ? places[row.terraform]?.label : kind === 'api' ? row.api : row.terraform))
          .filter((n): n is string => Boolean(n));
        // What the search box shows: the first maxHits hits, each a page and a section.
        const found = names.filter((query) =>
          search(index, query, file.options.maxHits).hits.some((hit) => hit.url.startsWith(`${resource.route}#`)),
        );
        expect(found.length / names.length, `${kind}: ${found.length} of ${names.length} names find the reference`).toBeGreaterThanOrEqual(
          FLOORS[kind],
        );
      }
    });
  }
});

test.describe('settings reference page on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the filter keeps only the rows that contain what was typed, says how many, and brings them all back when cleared', async ({page}) => {
    const {route} = SETTINGS_RESOURCES.find((r) => r.terraform === 'spotinst_elastigroup_aws')!;
    await openPage(page, route);
    const rows = page.locator('tr[data-setting]');
    const total = await rows.count();
    const box = page.getByRole('searchbox', {name: 'Filter settings'});
    await expect(page.getByText(`${total} settings`, {exact: true})).toBeVisible();
    // The API name of spot_percentage: a reader who read a JSON body finds the Terraform name.
    await box.fill('group.strategy.risk');
    const row = page.locator('tr[id="spot_percentage"]');
    await expect(row).toBeVisible();
    await expect(row).toContainText('group.strategy.risk');
    await expect(page.getByText(/^1 of \d+ settings match/)).toBeVisible();
    await expect(page.locator('tr[data-setting]:visible')).toHaveCount(1);
    await box.fill('');
    await expect(page.locator('tr[data-setting]:visible')).toHaveCount(total);
  });

  test("a row's address opens the page at that row, and its table scrolls sideways by keyboard", async ({page}) => {
    const {route} = SETTINGS_RESOURCES.find((r) => r.terraform === 'spotinst_ocean_aws_launch_spec')!;
    await openPage(page, `${route}#labels.key`);
    const row = page.locator('tr[id="labels.key"]');
    await expect(row).toBeInViewport();
    const region = page.getByRole('region', {name: 'Labels and taints'});
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
