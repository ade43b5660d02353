import type { Browser } from '@playwright/test';
import { currentEvacStatus, evacPersonKey } from '../../contract/index.ts';
import { expect, test } from './fixtures.ts';
import { EvacuationControlPanel } from './pages/EvacuationControlPanel.ts';
import { RollCallPage } from './pages/RollCallPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { SignInPage } from './pages/SignInPage.ts';
import type { EvacResponseRecord, GatehouseApi, Site } from './support/api.ts';
import { demoUsers } from './support/demo.ts';
import { evacResponseWrites } from './support/evacResponseWrites.ts';
import { type MarshalDevice, openMarshalDevice } from './support/marshalDevice.ts';
import { signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

/** The bound: every roll call and the server agree this soon after the last reconnect. */
const CONVERGENCE_MS = 5_000;
const MINUTE = 60_000;

const DEVICE_NAMES = ['A', 'B', 'C'] as const;
type DeviceName = (typeof DEVICE_NAMES)[number];
type Mark = { device: DeviceName; person: number; status: 'SAFE' | 'NOT_SAFE' };

/**
 * Four visitors on site; marshals A, B and C mark them offline, in this order (seconds apart,
 * well within the two-minute window): persons 0 and 1 get SAFE from one marshal and then NOT SAFE
 * from another, person 2 SAFE from two marshals, person 3 SAFE from one. SAFE is marshal mode's one
 * tap; NOT SAFE goes through 'Update evacuation status'.
 */
const MARKS: readonly Mark[] = [
  { device: 'A', person: 0, status: 'SAFE' },
  { device: 'B', person: 0, status: 'NOT_SAFE' },
  { device: 'A', person: 1, status: 'SAFE' },
  { device: 'C', person: 1, status: 'NOT_SAFE' },
  { device: 'B', person: 2, status: 'SAFE' },
  { device: 'C', person: 2, status: 'SAFE' },
  { device: 'C', person: 3, status: 'SAFE' },
];
const DISAGREEING = [0, 1];

/**
 * The phones. The demo has one marshal account (ADMIN with amEvacAdmin on Acme South) and one
 * admin with every flag: A and C are the marshal on two phones, B is the admin acting as a second
 * marshal, so a disagreement names two different people.
 */
const DEVICES: Record<DeviceName, string> = {
  A: demoUsers.marshal,
  B: demoUsers.admin,
  C: demoUsers.marshal,
};

const SCENARIOS: readonly { site: string; reconnect: readonly DeviceName[] }[] = [
  { site: 'acme#south#george', reconnect: ['C', 'A', 'B'] },
  { site: 'acme#south#stellenbosch', reconnect: ['B', 'C', 'A'] },
];

/** Opens the three phones side by side; if one fails, closes the others and fails. */
async function openPhones(
  browser: Browser,
  baseURL: string,
  site: Site,
  expectedNames: readonly string[],
): Promise<Record<DeviceName, MarshalDevice>> {
  const opening = await Promise.allSettled(
    DEVICE_NAMES.map((label) =>
      openMarshalDevice(browser, { baseURL, label, email: DEVICES[label], site, expectedNames }),
    ),
  );
  const [a, b, c] = opening;
  if (a?.status === 'fulfilled' && b?.status === 'fulfilled' && c?.status === 'fulfilled') {
    return { A: a.value, B: b.value, C: c.value };
  }
  for (const result of opening) {
    if (result.status === 'fulfilled') await result.value.close();
  }
  const failed = opening.find((result) => result.status === 'rejected');
  throw failed?.reason ?? new Error('A phone did not open');
}

/** The marks the server holds for `people`, read through retrieveEvacResponses. */
async function serverMarks(
  api: GatehouseApi,
  site: Site,
  people: ReadonlySet<string>,
  from: number,
) {
  const { Items } = await api.evacResponses({
    hierarchies: [site.hierarchy],
    beginTime: from - MINUTE,
    endTime: Date.now() + MINUTE,
  });
  return Items.filter((mark) => people.has(mark.personKey ?? ''));
}

/** What every roll call must show for a person, derived from the server's marks by the contract. */
function expectedEntry(marks: readonly EvacResponseRecord[]) {
  const { current, conflicting } = currentEvacStatus(marks);
  return {
    status: current?.status ?? null,
    disagreement: conflicting.length > 0,
    markedBy: current?.respondedBy?.name ?? '',
  };
}

test.describe('evacuation roll call shared by marshals offline', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const { site: hierarchy, reconnect } of SCENARIOS) {
    test(`three phones mark offline, reconnect in the order ${reconnect.join(', ')}, and agree with the server within 5 s`, async ({
      browser,
      page,
      adminApi,
      server,
    }) => {
      const site = await adminApi.site(hierarchy);
      const visitors = [];
      for (const label of ['EvacOne', 'EvacTwo', 'EvacThree', 'EvacFour']) {
        visitors.push(await signInNewVisitor(adminApi, site, label));
      }
      const names = visitors.map(visitorName);
      const personKeys = visitors.map((visitor) =>
        evacPersonKey({
          EntityHierarchy: visitor.EntityHierarchy,
          type: 'VISITOR',
          evtTimeStampProfileID: visitor.evtTimeStampProfileID,
        }),
      );
      const people = new Set(personKeys);

      // The admin starts the evacuation from the control on the evacuation page.
      await new SignInPage(page).signIn(demoUsers.admin);
      const adminRollCall = new RollCallPage(page);
      await adminRollCall.goto();
      await new ShellPage(page).chooseLocation(site.name);
      const control = new EvacuationControlPanel(page);
      const startedFrom = Date.now();
      await control.start(['Visitors on site']);
      for (const name of names) {
        await expect(adminRollCall.status(name)).toHaveAttribute('data-evac-status', 'NOTIFIED');
      }
      // The admin's desktop is done: the phones are under test from here on.
      await page.goto('about:blank');

      const phones = await openPhones(browser, server.baseURL, site, names);
      try {
        const all = DEVICE_NAMES.map((name) => phones[name]);

        // Offline, a reload comes from the service worker and the device's own database.
        for (const device of all) await device.network.goOffline();
        for (const { page: phone, rollCall } of all) {
          await phone.reload();
          for (const name of names) {
            await expect(rollCall.status(name)).toHaveAttribute('data-evac-status', 'NOTIFIED');
          }
        }

        for (const mark of MARKS) {
          const { rollCall, label } = phones[mark.device];
          const name = names[mark.person] ?? '';
          if (mark.status === 'SAFE') await rollCall.oneTapSafe(name).click();
          else await rollCall.mark(name, mark.status);
          await expect(rollCall.status(name), `${label} sees its mark at once`).toHaveAttribute(
            'data-evac-status',
            mark.status,
          );
          await expect(rollCall.pendingMarker(name)).toBeVisible();
        }

        // A second reload offline: the marks were kept on each phone, still waiting to sync.
        for (const device of all) {
          await device.page.reload();
          for (const mark of MARKS.filter((one) => phones[one.device] === device)) {
            const name = names[mark.person] ?? '';
            await expect(device.rollCall.status(name), device.label).toHaveAttribute(
              'data-evac-status',
              mark.status,
            );
            await expect(device.rollCall.pendingMarker(name), device.label).toBeVisible();
          }
        }
        expect(
          await serverMarks(adminApi, site, people, startedFrom),
          'no mark reached the server while the phones were offline',
        ).toEqual([]);

        // One by one: each phone but the last sends its marks before the next comes back, so the
        // server takes the marks in an order of its own and the phones already online learn of
        // the later ones live.
        const last = phones[reconnect[reconnect.length - 1] ?? 'A'];
        for (const name of reconnect.slice(0, -1)) {
          const device = phones[name];
          await device.network.goOnline();
          await expect(
            device.page.getByText('Waiting to sync'),
            `${device.label} sent its marks`,
          ).toHaveCount(0);
        }
        await last.network.goOnline();
        const lastReconnect = Date.now();

        // Converged: every phone shows the same rows, none waiting, each as the contract's merge
        // of the server's marks gives it. The time is the pages' own clock at the passing read.
        let convergedAt = 0;
        await expect(async () => {
          const shown = await Promise.all(all.map((device) => device.rollCall.snapshot(names)));
          for (const [index, device] of all.entries()) {
            expect(shown[index]?.rows, `${device.label} shows what ${all[0]?.label} shows`).toEqual(
              shown[0]?.rows,
            );
          }
          const rows = shown[0]?.rows ?? [];
          expect(
            rows.filter((row) => row === null || row.pending),
            'every person listed, every mark synced',
          ).toEqual([]);
          const marks = await serverMarks(adminApi, site, people, startedFrom);
          expect(marks, 'every mark on the server').toHaveLength(MARKS.length);
          const expected = personKeys.map((key) =>
            expectedEntry(marks.filter((mark) => mark.personKey === key)),
          );
          expect(
            rows.map((row) => ({
              status: row?.status,
              disagreement: row?.disagreement,
              markedBy: row?.markedBy,
              notApplied: row?.notApplied,
            })),
            'the phones agree with the server',
          ).toEqual(expected.map((entry) => ({ ...entry, notApplied: false })));
          const counts = await Promise.all(
            all.map((device) => device.rollCall.count.textContent()),
          );
          expect(new Set(counts).size, `the same count everywhere: ${counts.join(' | ')}`).toBe(1);
          convergedAt = Math.max(...shown.map((snapshot) => snapshot.at));
          // Reads take a while on a busy machine: the bound is checked on the pages' clock below.
        }).toPass({ timeout: 2 * CONVERGENCE_MS, intervals: [100] });
        const converged = convergedAt - lastReconnect;
        test.info().annotations.push({ type: 'converged', description: `${converged} ms` });
        console.log(
          `[${site.name}, reconnect ${reconnect.join(', ')}] converged in ${converged} ms`,
        );
        expect(
          converged,
          'the phones and the server agree within 5 s of the last reconnect',
        ).toBeLessThanOrEqual(CONVERGENCE_MS);

        for (const device of all) {
          for (const person of DISAGREEING) {
            await expect(
              device.rollCall.disagreement(names[person] ?? ''),
              device.label,
            ).toBeVisible();
          }
        }

        const marks = await serverMarks(adminApi, site, people, startedFrom);
        const perMutation = new Map<string, number>();
        for (const mark of marks) {
          const id = mark.mutationId ?? '';
          perMutation.set(id, (perMutation.get(id) ?? 0) + 1);
        }
        expect(perMutation.size, 'one mutation id per mark made').toBe(MARKS.length);
        expect([...perMutation.values()], 'each mark answered once').toEqual(MARKS.map(() => 1));

        for (const device of all) await device.close();
        const writes = await evacResponseWrites(server, site.hierarchy);
        for (const id of perMutation.keys()) {
          expect(writes.get(id), `database: mark ${id}`).toEqual({
            stored: 1,
            changes: { INSERT: 1 },
          });
        }
      } finally {
        for (const device of Object.values(phones)) await device.close();
      }

      await adminRollCall.goto();
      await control.end();
    });
  }
});
