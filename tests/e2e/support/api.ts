import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { z } from 'zod';
import type {
  evacResponseRecord,
  HierarchyConfiguration,
  HierarchyNode,
  InviteRecord,
  SignInVisitorRequest,
  VisitorLogRecord,
  workerLogRecord,
} from '../../../contract/index.ts';

interface LogAnswer<T = VisitorLogRecord> {
  key: 'LOG_RETRIEVED';
  Items: T[];
  removed: { EntityHierarchy: string; key: string; changeSeq: number }[];
  cursor: string;
}

/** A retrieval's window: locations, and a time range of epoch ms. */
export interface RetrievalQuery {
  hierarchies: string[];
  beginTime: number;
  endTime: number;
  changedSince?: string;
}

/** An evacuation status mark as the server stores it (evacuationOperations/retrieveEvacResponses). */
export type EvacResponseRecord = z.infer<typeof evacResponseRecord>;

/** A worker log event as the server stores it (workerLogOperations/employeeLogRetrieval). */
export type WorkerLogRecord = z.infer<typeof workerLogRecord>;

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
    return siteOf(config, leaf);
  }

  /** The location `hierarchy` with its label in the location selector. */
  async site(hierarchy: string): Promise<Site> {
    return siteOf(await this.hierarchyConfiguration(), hierarchy);
  }

  async signInVisitor(visitor: SignInVisitorRequest): Promise<VisitorLogRecord> {
    const answer = await this.call<{ item: VisitorLogRecord }>(
      'visitorLogOperations/signInVisitor',
      visitor,
    );
    return answer.item;
  }

  /** The visitor log of `hierarchies` between two times, following a presigned URL if answered. */
  visitorLog(query: RetrievalQuery): Promise<LogAnswer> {
    return this.retrieve('visitorLogOperations/retrieveVisitorLog', query);
  }

  /** The worker log events of `hierarchies` between two times. */
  workerLog(query: RetrievalQuery): Promise<LogAnswer<WorkerLogRecord>> {
    return this.retrieve('workerLogOperations/employeeLogRetrieval', query);
  }

  /** The evacuation status marks given at `hierarchies` between two times (responseTimestamp). */
  evacResponses(query: RetrievalQuery): Promise<LogAnswer<EvacResponseRecord>> {
    return this.retrieve('evacuationOperations/retrieveEvacResponses', query);
  }

  /** The invites of `hierarchies` expected between two times (inviteOperations/retrieveInviteLog). */
  invites(query: RetrievalQuery): Promise<LogAnswer<InviteRecord>> {
    return this.retrieve('inviteOperations/retrieveInviteLog', query);
  }

  /** The directory of `hierarchies` (directoryOperations/retrieveDirectory), presigned or not. */
  directory<T>(query: RetrievalQuery): Promise<LogAnswer<T>> {
    return this.retrieve('directoryOperations/retrieveDirectory', query);
  }

  private async retrieve<T>(operation: string, query: RetrievalQuery): Promise<LogAnswer<T>> {
    const answer = await this.call<LogAnswer<T> | { key: string; s3PresignedURL?: string }>(
      operation,
      { query },
    );
    if (answer.key === 'ASYNC_RESPONSE_PAYLOAD' && 's3PresignedURL' in answer) {
      const url = answer.s3PresignedURL ?? '';
      return jsonOf<LogAnswer<T>>(await this.request.get(url), `presigned ${operation}`);
    }
    if (answer.key !== 'LOG_RETRIEVED') {
      throw new Error(`${operation} answered ${answer.key}`);
    }
    return answer as LogAnswer<T>;
  }
}

function siteOf(config: HierarchyConfiguration, hierarchy: string): Site {
  const data = config.tenantFlags[hierarchy]?.entityLocationData;
  const company = data?.companyName?.trim();
  const description = data?.locationShortDescription?.trim();
  // The location selector's label: "{company} - {description}", else the key.
  return { hierarchy, name: company && description ? `${company} - ${description}` : hierarchy };
}

function firstLeaf(nodes: HierarchyNode[]): string | undefined {
  for (const node of nodes) {
    if (node.children.length === 0) return node.hierarchyStructure;
    const leaf = firstLeaf(node.children);
    if (leaf) return leaf;
  }
  return undefined;
}
