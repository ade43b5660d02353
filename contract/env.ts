import * as z from 'zod/mini';

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
});
export type EnvironmentFile = z.infer<typeof environmentFile>;
