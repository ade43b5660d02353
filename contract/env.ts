import * as z from 'zod/mini';
import { MAX_ON_SITE_LOOKBACK_DAYS } from './presence.ts';

/**
 * GET /env/{host}.json, falling back to /env/default.json (spec/frame.md §7). Written with zod/mini:
 * the client checks it before anything else loads.
 */
export const environmentFile = z.object({
  productName: z.string().check(z.minLength(1)),
  services: z.object({ api: z.string(), auth: z.string() }),
  identity: z.object({
    provider: z.enum(['embedded', 'external']),
    issuer: z.string(),
    /** Company email domains that are not written to the USER_LOGIN audit. */
    companyEmailDomains: z._default(z.array(z.string()), []),
  }),
  mqttUrl: z.string(),
  flags: z.object({
    maintenance: z._default(z.boolean(), false),
    localeSwitch: z._default(z.boolean(), false),
    helpCenter: z._default(z.boolean(), false),
    groupInvite: z._default(z.boolean(), true),
  }),
  stagingEnvironments: z._default(z.array(z.object({ name: z.string(), host: z.string() })), []),
  errorReporting: z.optional(z.object({ dsn: z.string() })),
  supportWidget: z.optional(z.object({ appId: z.string() })),
  /**
   * Origins (`https://intranet.example.com`) that may embed the app in a frame when it is served
   * on a host name containing 'frames' (spec/frame.md §2); other hosts may not be framed at all.
   */
  frameAncestors: z.optional(z.array(z.string())),
  /**
   * Days an arrival still counts as on site when nobody signed the person out (roll call, "on
   * site now"); contract/presence.ts DEFAULT_ON_SITE_LOOKBACK_DAYS when absent.
   */
  onSiteLookbackDays: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_ON_SITE_LOOKBACK_DAYS))),
});
export type EnvironmentFile = z.infer<typeof environmentFile>;
