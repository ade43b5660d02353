import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import {
  type ColumnDescription,
  RowSyncMarker,
  useNotApplied,
  useOperationAccessCheck,
} from '../../kit/index.ts';
import { RecordTable } from '../../kit/pages/RecordTable.tsx';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import { useBookingChange } from './mutations.ts';
import {
  BOOKING_STATUS_COLORS,
  BOOKING_STATUS_LABELS,
  bookingFieldsOf,
  bookingStatusOf,
  type ParkingBookingRow,
} from './parkingRows.ts';

const referenceOf = (booking: ParkingBookingRow) =>
  booking.BookingRefCode ?? booking.parkingBookingKey;
const bookingKey = (booking: ParkingBookingRow) =>
  `${booking.EntityHierarchy}\n${booking.parkingBookingKey}`;

/** The bookings in the order given, with Check and Cancel where the user may change them. */
export function BookingsTable(props: {
  bookings: readonly ParkingBookingRow[];
  labelOf: (hierarchy: string) => string;
}) {
  const { t, i18n } = useLingui();
  const allowed = useOperationAccessCheck('parkingOperations/processParkingBooking');
  const notApplied = useNotApplied('parkingBookings');
  const change = useBookingChange();
  const { labelOf } = props;
  const columns = useMemo<ColumnDescription<ParkingBookingRow>[]>(
    () => [
      {
        key: 'reference',
        title: t`Reference`,
        value: referenceOf,
        render: (booking) => (
          <Group gap="xs" wrap="nowrap">
            {referenceOf(booking)}
            <RowSyncMarker record={booking} notApplied={notApplied(booking)} />
          </Group>
        ),
      },
      {
        key: 'name',
        title: t`Name`,
        value: (booking) => {
          const fields = bookingFieldsOf(booking);
          return fields.company ? `${fields.name} (${fields.company})` : fields.name;
        },
      },
      { key: 'plates', title: t`Plates`, value: (booking) => bookingFieldsOf(booking).plates },
      {
        key: 'type',
        title: t`Type`,
        value: (booking) => (booking.bookingType === 'PROVISIONED' ? t`Provisioned` : t`On-demand`),
      },
      { key: 'location', title: t`Location`, value: (booking) => labelOf(booking.EntityHierarchy) },
      {
        key: 'place',
        title: t`Section / bay`,
        value: (booking) => {
          const fields = bookingFieldsOf(booking);
          return [fields.section, fields.bay].filter(Boolean).join(' / ');
        },
      },
      {
        key: 'start',
        title: t`Start`,
        value: (booking) => formatTimestamp(booking.eventStartTime),
      },
      {
        key: 'end',
        title: t`End`,
        value: (booking) => formatTimestamp(bookingFieldsOf(booking).end),
      },
      {
        key: 'status',
        title: t`Status`,
        value: (booking) => i18n._(BOOKING_STATUS_LABELS[bookingStatusOf(booking)]),
        render: (booking) => {
          const status = bookingStatusOf(booking);
          return (
            <Badge color={BOOKING_STATUS_COLORS[status]} variant="light">
              {i18n._(BOOKING_STATUS_LABELS[status])}
            </Badge>
          );
        },
      },
      {
        key: 'actions',
        title: t`Actions`,
        exported: false,
        value: () => '',
        render: (booking) => {
          const status = bookingStatusOf(booking);
          const ref = referenceOf(booking);
          if (!allowed([booking.EntityHierarchy]).allowed || status === 'CANCELLED') return null;
          return (
            <Group gap="xs" wrap="nowrap">
              {status === 'BOOKED' && (
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={t`Check booking ${ref}`}
                  onClick={() => void change('check', booking)}
                >
                  <Trans>Check</Trans>
                </Button>
              )}
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={t`Cancel booking ${ref}`}
                onClick={() => void change('cancel', booking)}
              >
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          );
        },
      },
    ],
    [t, i18n, allowed, notApplied, change, labelOf],
  );
  return (
    <RecordTable
      caption={t`Bookings`}
      columns={columns}
      rows={props.bookings}
      rowKey={bookingKey}
    />
  );
}
