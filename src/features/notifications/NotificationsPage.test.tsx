import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomNotification } from '../../../contract/customNotifications.ts';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { adminAt, pageHarnessForEachTest } from '../../kit/testing/index.ts';
import { NotificationsPage } from './NotificationsPage.tsx';

const SITE = 'acme#north#jhb-hq';

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [{ hierarchyStructure: SITE, children: [] }],
  access: [],
  tenantFlags: { [SITE]: { entityLocationData: {}, features: { settingsNotifications: true } } },
  additionalConfigs: {},
};

const existing: CustomNotification = {
  EntityHierarchy: SITE,
  notificationId: 'n-1',
  eventType: 'EMPLOYEE_ASSISTED_CHECKIN',
  notificationType: 'ASSISTED_CHECKIN_BACKEND_DATA_RECEIVED_EMAIL',
  subject: 'Welcome',
  template: 'Hello {{employeeName}}',
  lmt: 1_700_000_000_000,
  updatedBy: 'admin@example.com',
};

const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: adminAt(SITE, { amNotificationsAdmin: true }),
});
const { answers, requests: sent } = page;

const SLOW = 30_000;
const listed = (notifications: CustomNotification[]) => ({
  status: 200,
  body: { key: 'NOTIFICATIONS_RETRIEVED', notifications },
});

describe('Notifications page', () => {
  it(
    'adds an SMS with a variable at the cursor, previews it and applies the GSM rule',
    async () => {
      const user = userEvent.setup();
      answers.push(listed([existing]));
      page.renderPage(<NotificationsPage />);
      const checkIn = await screen.findByRole('list', { name: 'Employee assisted check-in' });
      expect(within(checkIn).getByText(/Hello \{\{employeeName\}\}/)).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Add Parking scanner SMS' }));
      const template = await screen.findByLabelText(/Message template/);
      await user.type(template, 'Hi , welcome');
      (template as HTMLTextAreaElement).setSelectionRange(3, 3);
      const picker = screen.getByRole('group', { name: 'Insert variable' });
      await user.click(within(picker).getByRole('button', { name: '{{personName}}' }));
      expect((template as HTMLTextAreaElement).value).toBe('Hi {{personName}}, welcome');
      expect(screen.getByTestId('notification-preview').textContent).toBe('Hi Sam Driver, welcome');
      expect(screen.getByTestId('sms-count').textContent).toBe('22 of 160 characters, 1 SMS');

      await user.type(template, ' ça');
      expect(screen.getByRole('alert').textContent).toContain(
        'Special characters are not permitted',
      );
      expect(screen.getByRole('alert').textContent).toContain('ç');
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
      await user.type(template, '{Backspace}{Backspace}{Backspace}');

      const added: CustomNotification = {
        ...existing,
        notificationId: 'n-2',
        eventType: 'PARKING_SCANNER',
        notificationType: 'PARKING_SCANNER_SMS',
        template: 'Hi {{personName}}, welcome',
      };
      answers.push(
        { status: 200, body: { key: 'OPERATION_PROCESSED', notificationResult: added } },
        listed([existing, added]),
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('button', { name: 'Edit Parking scanner SMS' });
      expect(sent[1]!.url).toContain('provisioningOperations/customNotificationProcessor');
      expect(sent[1]!.body).toEqual({
        operation: 'addNotification',
        notificationDetails: {
          EntityHierarchy: SITE,
          eventType: 'PARKING_SCANNER',
          notificationType: 'PARKING_SCANNER_SMS',
          template: 'Hi {{personName}}, welcome',
        },
      });
      expect(sent[1]!.idempotencyKey).toBeTruthy();
    },
    SLOW,
  );

  it(
    'an obsolete edit opens the refresh modal; Refresh Notifications lists again',
    async () => {
      const user = userEvent.setup();
      answers.push(listed([existing]));
      page.renderPage(<NotificationsPage />);
      await user.click(
        await screen.findByRole('button', { name: 'Edit Employee assisted check-in Email' }),
      );
      const subject = await screen.findByLabelText('Subject');
      await user.type(subject, '!');
      answers.push(
        { status: 409, body: { key: 'NOTIFICATION_INSTANCE_OBSOLETE', message: 'changed' } },
        listed([]),
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const modal = await screen.findByRole('dialog', {
        name: 'There was a problem with your operation.',
      });
      expect(
        within(modal).getByText(
          'The notification does not match the latest version, refresh your notifications and try again.',
        ),
      ).toBeTruthy();
      expect(sent[1]!.body).toMatchObject({
        operation: 'editNotification',
        notificationDetails: { notificationId: 'n-1', lmt: existing.lmt, subject: 'Welcome!' },
      });
      await user.click(within(modal).getByRole('button', { name: 'Refresh Notifications' }));
      await waitFor(() => expect(sent).toHaveLength(3));
      expect(sent[2]!.url).toContain('retrieveCustomNotifications');
      expect(
        await screen.findByRole('button', { name: 'Add Employee assisted check-in Email' }),
      ).toBeTruthy();
    },
    SLOW,
  );

  it(
    'deletes after confirmation; another refusal shows the fallback message',
    async () => {
      const user = userEvent.setup();
      answers.push(listed([existing]));
      page.renderPage(<NotificationsPage />);
      await user.click(
        await screen.findByRole('button', { name: 'Delete Employee assisted check-in Email' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Delete notification' });
      answers.push({ status: 409, body: { key: 'SOMETHING_ELSE', message: 'boom' } });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(
        await within(dialog).findByText('We could not process your request, please try again'),
      ).toBeTruthy();
      answers.push(
        { status: 200, body: { key: 'OPERATION_PROCESSED', notificationResult: existing } },
        listed([]),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByRole('button', { name: 'Add Employee assisted check-in Email' }),
      ).toBeTruthy();
      expect(sent.at(-2)!.body).toEqual({
        operation: 'deleteNotification',
        notificationDetails: { EntityHierarchy: SITE, notificationId: 'n-1', lmt: existing.lmt },
      });
    },
    SLOW,
  );
});
