import { z } from 'zod';

/** GET /env/{host}.json, falling back to /env/default.json (spec/frame.md §7). */
export const environmentFile = z.object({
  productName: z.string().min(1),
  services: z.object({ api: z.string(), auth: z.string() }),
  identity: z.object({
    provider: z.enum(['embedded', 'external']),
    issuer: z.string(),
    /** Company email domains that are not written to the USER_LOGIN audit. */
    companyEmailDomains: z.array(z.string()).default([]),
  }),
  mqttUrl: z.string(),
  flags: z.object({
    maintenance: z.boolean().default(false),
    localeSwitch: z.boolean().default(false),
    helpCenter: z.boolean().default(false),
    groupInvite: z.boolean().default(true),
  }),
  stagingEnvironments: z.array(z.object({ name: z.string(), host: z.string() })).default([]),
  errorReporting: z.object({ dsn: z.string() }).optional(),
  supportWidget: z.object({ appId: z.string() }).optional(),
});
export type EnvironmentFile = z.infer<typeof environmentFile>;
