import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../../contract/hierarchyConfig.ts';
import { adminAt, pageHarnessForEachTest } from '../../../kit/testing/index.ts';
import { visitorRecord } from '../testing/visitorFixtures.ts';
import { AgreementModal } from './AgreementModal.tsx';

const SITE = 'acme#north#jhb';

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [{ hierarchyStructure: SITE, children: [] }],
  access: [],
  tenantFlags: { [SITE]: { entityLocationData: {}, features: { visitorLog: true } } },
  additionalConfigs: {},
};

const page = pageHarnessForEachTest({ config, location: SITE, user: adminAt(SITE) });

const signed = visitorRecord(SITE, 1_700_000_000_000, 'Ann', 'Able', {
  agreementDetails: { AgreementVersion: 'v3', signatureTimeStamp: 1_700_000_000_000 },
});

// jsdom has no object URLs: the modal only needs one to hand to its iframe.
const created: Blob[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return `blob:agreement-${created.length}`;
  };
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

describe('the signed agreement (spec/visitors.md §2)', () => {
  it("says 'The agreement could not be fetched, please try again.' on a failure, and Retry fetches it", async () => {
    const user = userEvent.setup();
    page.answers.push({ status: 500, body: { key: 'ERROR', message: 'storage unavailable' } });
    page.renderPage(<AgreementModal opened record={signed} onClose={() => undefined} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The agreement could not be fetched, please try again.');
    expect(screen.queryByTitle('Agreement signed by Ann Able')).toBeNull();

    page.answers.push({
      status: 200,
      body: { key: 'AGREEMENT_GENERATED', pdfBase64: btoa('%PDF-1.4 agreement') },
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const frame = await screen.findByTitle('Agreement signed by Ann Able');
    expect(frame.getAttribute('src')).toBe('blob:agreement-1');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await created[0]?.text()).toBe('%PDF-1.4 agreement');
    expect(page.sent).toHaveLength(2);
    expect(page.sent[1]).toMatchObject({ ProfileId: 'ann-able', AgreementVersion: 'v3' });
  });
});
