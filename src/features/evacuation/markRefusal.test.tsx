import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  createTestDevice,
  pageHarnessForEachTest,
} from '../../kit/testing/index.ts';
import {
  EvacuationRoutes,
  evacConfig,
  marshal,
  SITE,
  serverWithAnnEvacuated,
} from './testing/evacFixtures.tsx';

/**
 * spec/visitors.md §5: a status update fails ('Evacuation update failed') unless the answer key
 * is EVAC_UPDATED. Here the server answers a mark with another success key of the platform, or
 * refuses it (409: the person is not in the evacuation's audience); either way the mark is
 * "not applied" at once, never retried.
 */

/** The server's answer to a mark (set by each test). */
let markAnswer: () => Response;
const NOT_IN_AUDIENCE_MESSAGE =
  'VISITOR 1#ann at acme#south#george left at 2026-01-01T09:00:00.000Z, before the evacuation started at 2026-01-01T10:00:00.000Z';
const ANSWERS = {
  'another success key': {
    answer: () => new Response(JSON.stringify({ key: 'OPERATION_PROCESSED' }), { status: 200 }),
    reason: 'OPERATION_PROCESSED',
  },
  'a 409 NOT_IN_EVACUATION_AUDIENCE': {
    answer: () =>
      new Response(
        JSON.stringify({ key: 'NOT_IN_EVACUATION_AUDIENCE', message: NOT_IN_AUDIENCE_MESSAGE }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    reason: NOT_IN_AUDIENCE_MESSAGE,
  },
};

const page = pageHarnessForEachTest({
  config: evacConfig,
  location: SITE,
  user: marshal(),
  device: () => {
    const { server } = serverWithAnnEvacuated();
    const clock = { now: server.clock };
    const answersOtherwise: typeof server.fetch = async (input, init) =>
      input.endsWith('/evacuationOperations/updateEvacStatus')
        ? markAnswer()
        : server.fetch(input, init);
    const device = createTestDevice(server, {
      api: createApiClient({ fetch: answersOtherwise, now: () => clock.now }),
    });
    device.clock.now = clock.now;
    return device;
  },
});

const statusIn = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-evac-status]')].map((el) => el.getAttribute('data-evac-status'));

describe('a mark answered with another key than EVAC_UPDATED', () => {
  it.each(Object.entries(ANSWERS))(
    "%s: says 'Evacuation update failed' and the row shows the server's state again",
    async (_name, { answer, reason }) => {
      markAnswer = answer;
      page.renderPage(<EvacuationRoutes path="/messaging/evacuation" notifications />);
      const row = () => screen.getByRole('row', { name: 'Ann Visitor' });
      await screen.findByRole('row', { name: 'Ann Visitor' }, { timeout: 5_000 });
      await userEvent.click(
        screen.getByRole('button', { name: 'Update evacuation status of Ann Visitor' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Update evacuation status' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'SAFE' }));
      await page.device.engine.flush();
      await page.device.engine.settle();

      expect(await screen.findAllByText('Evacuation update failed')).not.toHaveLength(0);
      await waitFor(() => expect(statusIn(row())).toEqual(['NOTIFIED']));
      const [refused] = await page.db.outbox.toArray();
      expect(refused).toMatchObject({
        status: 'rejected',
        mutator: 'evacuation.markStatus',
        lastError: reason,
        attempts: 1,
      });
    },
    15_000,
  );
});
