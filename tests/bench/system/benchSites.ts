import type { HierarchyNode } from '../../../contract/index.ts';
import { ShellPage } from '../../e2e/pages/ShellPage.ts';
import type { GatehouseApi, Site } from '../../e2e/support/api.ts';
import { today } from '../../e2e/support/demo.ts';
import { type BenchPage, localVisitorCount } from './benchPage.ts';
import { waitUntil } from './measure.ts';

function leaves(nodes: readonly HierarchyNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children.length === 0 ? [node.hierarchyStructure] : leaves(node.children),
  );
}

/**
 * Every site (a location without children) the user sees, in the tree's order, labelled as the
 * location selector labels them ("{company} - {description}", else the key).
 */
export async function benchSites(api: GatehouseApi): Promise<Site[]> {
  const config = await api.hierarchyConfiguration();
  return leaves(config.deepStructure).map((hierarchy) => {
    const data = config.tenantFlags[hierarchy]?.entityLocationData;
    const company = data?.companyName?.trim();
    const description = data?.locationShortDescription?.trim();
    return { hierarchy, name: company && description ? `${company} - ${description}` : hierarchy };
  });
}

/**
 * Chooses `site` in the open visitor log and waits until its records are local and the page is
 * online again: a round that writes thousands of records can then start on a site of its own, so
 * that the rounds are alike instead of each running against the previous rounds' records.
 */
export async function showSite(bench: BenchPage, site: Site): Promise<BenchPage> {
  await new ShellPage(bench.page).chooseLocation(site.name);
  await waitUntil(
    `the log of ${site.name}`,
    async () => (await localVisitorCount(bench.page, site.hierarchy, today().beginTime)) > 0,
    60_000,
    100,
  );
  await bench.page
    .getByRole('status', { name: 'Sync status' })
    .getByLabel(/^Online\. /)
    .waitFor();
  return { ...bench, site };
}
