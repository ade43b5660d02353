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

type DeviceName = 'A' | 'B' | 'C';
type Mark = { device: DeviceName; person: number; status: 'SAFE' | 'NOT_SAFE' };

/**
 * Four visitors on site; marshals A, B and C mark them offline, in this order (seconds apart,
 * well within the two-minute window): persons 0 and 1 get SAFE from one marshal and NOT SAFE from
 * another, person 2 SAFE from two marshals, person 3 SAFE from one.
 */
const MARKS: readonly Mark[] = [
  { device: 'A', person: 0, status: 'SAFE' },
  { device: 'A', person: 1, status: 'SAFE' },
  { device: 'B', person: 0, status: 'NOT_SAFE' },
  { device: 'B', person: 2, status: 'SAFE' },
  { device: 'C', person: 1, status: 'NOT_SAFE' },
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

      const opened = new Map<DeviceName, MarshalDevice>();
      const devices = (name: DeviceName): MarshalDevice => {
        const device = opened.get(name);
        if (!device) throw new Error(`Phone ${name} is not open`);
        return device;
      };
      try {
        for (const name of ['A', 'B', 'C'] as const) {
          const device = await openMarshalDevice(browser, {
            baseURL: server.baseURL,
            label: name,
            email: DEVICES[name],
            site,
            expectedNames: names,
          });
          opened.set(name, device);
        }
        const all = [...opened.values()];
        const [first] = all;

        // Offline, a reload comes from the service worker and the device's own database.
        for (const device of all) await device.network.goOffline();
        for (const { page: phone, rollCall } of all) {
          await phone.reload();
          for (const name of names) {
            await expect(rollCall.status(name)).toHaveAttribute('data-evac-status', 'NOTIFIED');
          }
        }

        for (const mark of MARKS) {
          const { rollCall, label } = devices(mark.device);
          const name = names[mark.person] ?? '';
          await rollCall.mark(name, mark.status);
          await expect(rollCall.status(name), `${label} sees its mark at once`).toHaveAttribute(
            'data-evac-status',
            mark.status,
          );
          await expect(rollCall.pendingMarker(name)).toBeVisible();
        }

        // A second reload offline: the marks were kept on each phone, still waiting to sync.
        for (const device of all) {
          await device.page.reload();
          for (const mark of MARKS.filter((one) => devices(one.device) === device)) {
            const name = names[mark.person] ?? '';
            await expect(device.rollCall.status(name), device.label).toHaveAttribute(
              'data-evac-status',
              mark.status,
            );
            await expect(device.rollCall.pendingMarker(name)).toBeVisible();
          }
        }
        expect(
          await serverMarks(adminApi, site, people, startedFrom),
          'no mark reached the server while the phones were offline',
        ).toEqual([]);

        for (const device of reconnect) await devices(device).network.goOnline();
        const lastReconnect = Date.now();

        await expect(async () => {
          const [marks, shown] = await Promise.all([
            serverMarks(adminApi, site, people, startedFrom),
            Promise.all(all.map((device) => device.rollCall.snapshot(names))),
          ]);
          expect(marks, 'every mark on the server').toHaveLength(MARKS.length);
          const expected = personKeys.map((key) =>
            expectedEntry(marks.filter((mark) => mark.personKey === key)),
          );
          const fromServer = expected.map((entry) => ({
            ...entry,
            pending: false,
            notApplied: false,
          }));
          for (const [index, device] of all.entries()) {
            const rows = shown[index] ?? [];
            expect(rows, `${device.label} shows what ${first?.label} shows`).toEqual(shown[0]);
            expect(
              rows.map((row, person) => ({
                status: row?.status,
                disagreement: row?.disagreement,
                // "{who} {when}": who gave the standing mark.
                markedBy: row?.markedBy.slice(0, expected[person]?.markedBy.length),
                pending: row?.pending,
                notApplied: row?.notApplied,
              })),
              `${device.label} agrees with the server`,
            ).toEqual(fromServer);
          }
          const counts = await Promise.all(
            all.map((device) => device.rollCall.count.textContent()),
          );
          expect(new Set(counts).size, `the same count everywhere: ${counts.join(' | ')}`).toBe(1);
        }).toPass({ timeout: CONVERGENCE_MS, intervals: [100] });
        const converged = `${Date.now() - lastReconnect} ms after the last reconnect`;
        test.info().annotations.push({ type: 'converged', description: converged });
        console.log(`[${site.name}, reconnect ${reconnect.join(', ')}] converged ${converged}`);

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
        expect([...perMutation.values()], 'each mark stored once').toEqual(MARKS.map(() => 1));

        for (const device of all) await device.context.close();
        const writes = await evacResponseWrites(server, site.hierarchy);
        for (const id of perMutation.keys()) {
          expect(writes.get(id), `database: mark ${id}`).toEqual({
            stored: 1,
            changes: { INSERT: 1 },
          });
        }
      } finally {
        for (const device of opened.values()) await device.context.close();
      }

      await page.reload();
      await control.end();
    });
  }
});
