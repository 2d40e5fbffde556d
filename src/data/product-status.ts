/**
 * Products Spot has withdrawn, with the dates of each step. The
 * status notice on their pages reads these dates; pages do not repeat them.
 *
 * Ocean for Apache Spark — sources: spotinst/terraform-provider-spotinst
 * CHANGELOG.md 1.237.1 (25 June 2026, "Added decommissioned message for
 * Ocean_spark … for accessing OFAS APIs") and 1.238.0 (2 July 2026,
 * "Decommissioned SDK code and removed components"), commit e40f652c;
 * spotinst/openapi commit 835877bb (2 July 2026, "Remove Ocean Spark section
 * from documentation").
 */
export type ProductStatus = {
  product: string;
  /** ISO date the public API reference dropped the product's operations. */
  apiWithdrawn: string;
  /** Provider release that removed the product's resources, and its date. */
  providerRemovedIn: string;
  providerRemovedOn: string;
  /** Last provider release with the resources, and its date. */
  lastProviderRelease: string;
  lastProviderReleaseOn: string;
  resources: readonly string[];
};

export const PRODUCT_STATUS = {
  'ocean-spark': {
    product: 'Ocean for Apache Spark',
    apiWithdrawn: '2026-07-02',
    providerRemovedIn: '1.238.0',
    providerRemovedOn: '2026-07-02',
    lastProviderRelease: '1.237.1',
    lastProviderReleaseOn: '2026-06-25',
    resources: ['spotinst_ocean_spark', 'spotinst_ocean_spark_virtual_node_group'],
  },
} as const satisfies Record<string, ProductStatus>;

export type WithdrawnProduct = keyof typeof PRODUCT_STATUS;

/** "2 July 2026": the date as readers in every locale parse it without ambiguity. */
export function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
}

/** A run of notice text; `code` runs are identifiers (resource names). */
export type NoticeRun = string | {code: string};

/**
 * The withdrawal notice's words, once: the page component renders the runs as
 * HTML, the Markdown twins (src/plugins/markdown-twins) as Markdown.
 */
export function productStatusNotice(product: WithdrawnProduct): {title: string; paragraphs: NoticeRun[][]} {
  const s = PRODUCT_STATUS[product];
  const resources = s.resources.flatMap((r, i): NoticeRun[] => (i > 0 ? [' and ', {code: r}] : [{code: r}]));
  return {
    title: `${s.product} is decommissioned`,
    paragraphs: [
      [
        `${s.product} has been decommissioned. On ${longDate(s.apiWithdrawn)} its operations were withdrawn from the Spot API reference, and Terraform provider ${s.providerRemovedIn} (${longDate(s.providerRemovedOn)}) removed `,
        ...resources,
        `. Provider ${s.lastProviderRelease} (${longDate(s.lastProviderReleaseOn)}) is the last release that has them, and it returns a decommissioned message when it calls the product's API.`,
      ],
      [
        'This page remains for teams that ran the product; its samples show the interfaces those teams used.',
      ],
    ],
  };
}
