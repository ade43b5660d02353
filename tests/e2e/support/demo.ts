/** The demo organisation's users (server/ seeds them); every one has the same password. */
export const DEMO_PASSWORD = 'gatehouse';

export const demoUsers = {
  admin: 'admin@example.com',
  host: 'host@example.com',
  marshal: 'marshal@example.com',
} as const;

export type DemoUser = keyof typeof demoUsers;

/** A visitor name that no demo record has, so a test can find its own visitor. */
export function uniqueVisitorName(label: string): { firstName: string; lastName: string } {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return { firstName: `E2e${label}`, lastName: `Visitor${suffix}` };
}

/** Start and end (epoch ms) of today in the machine's time zone. */
export function today(): { beginTime: number; endTime: number } {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { beginTime: start.getTime(), endTime: end.getTime() - 1 };
}
