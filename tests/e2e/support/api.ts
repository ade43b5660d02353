import type { APIRequestContext, APIResponse } from '@playwright/test';
import type {
  HierarchyConfiguration,
  HierarchyNode,
  SignInVisitorRequest,
  VisitorLogRecord,
} from '../../../contract/index.ts';

interface LogAnswer {
  key: 'LOG_RETRIEVED';
  Items: VisitorLogRecord[];
  removed: { EntityHierarchy: string; key: string; changeSeq: number }[];
  cursor: string;
}

export interface Site {
  hierarchy: string;
  name: string;
}

async function jsonOf<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/**
 * The Gatehouse HTTP API as a signed-in user, through a Playwright request context that carries
 * that user's session cookie (see `signInApi` in fixtures).
 */
export class GatehouseApi {
  constructor(private readonly request: APIRequestContext) {}

  async call<T>(operation: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await this.request.post(`/api/${operation}`, { data: body, headers });
    return jsonOf<T>(response, operation);
  }

  hierarchyConfiguration(): Promise<HierarchyConfiguration> {
    return this.call('hierarchyOperations/retrieveHierarchyConfiguration', {});
  }

  /** The first site (a location without children) of the demo organisation, with its label. */
  async firstSite(): Promise<Site> {
    const config = await this.hierarchyConfiguration();
    const leaf = firstLeaf(config.deepStructure);
    if (!leaf) throw new Error('The demo organisation has no locations');
    const data = config.tenantFlags[leaf]?.entityLocationData;
    const company = data?.companyName?.trim();
    const description = data?.locationShortDescription?.trim();
    // The location selector's label: "{company} - {description}", else the key.
    return { hierarchy: leaf, name: company && description ? `${company} - ${description}` : leaf };
  }

  async signInVisitor(visitor: SignInVisitorRequest): Promise<VisitorLogRecord> {
    const answer = await this.call<{ item: VisitorLogRecord }>(
      'visitorLogOperations/signInVisitor',
      visitor,
    );
    return answer.item;
  }

  /** The visitor log of `hierarchies` between two times, following a presigned URL if answered. */
  async visitorLog(query: {
    hierarchies: string[];
    beginTime: number;
    endTime: number;
    changedSince?: string;
  }): Promise<LogAnswer> {
    const answer = await this.call<LogAnswer | { key: string; s3PresignedURL?: string }>(
      'visitorLogOperations/retrieveVisitorLog',
      { query },
    );
    if (answer.key === 'ASYNC_RESPONSE_PAYLOAD' && 's3PresignedURL' in answer) {
      const url = answer.s3PresignedURL ?? '';
      return jsonOf<LogAnswer>(await this.request.get(url), 'presigned visitor log');
    }
    if (answer.key !== 'LOG_RETRIEVED') {
      throw new Error(`retrieveVisitorLog answered ${answer.key}`);
    }
    return answer as LogAnswer;
  }
}

function firstLeaf(nodes: HierarchyNode[]): string | undefined {
  for (const node of nodes) {
    if (node.children.length === 0) return node.hierarchyStructure;
    const leaf = firstLeaf(node.children);
    if (leaf) return leaf;
  }
  return undefined;
}
