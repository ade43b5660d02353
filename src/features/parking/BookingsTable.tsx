import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Table } from '@mantine/core';
import { RowSyncMarker, useNotApplied, useOperationAccessCheck } from '../../kit/index.ts';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import { useBookingChange } from './mutations.ts';
import {
  BOOKING_STATUS_COLORS,
  BOOKING_STATUS_LABELS,
  bookingFieldsOf,
  bookingStatusOf,
  type ParkingBookingRow,
} from './parkingRows.ts';

/** The bookings in the order given, with Check and Cancel where the user may change them. */
export function BookingsTable(props: {
  bookings: readonly ParkingBookingRow[];
  labelOf: (hierarchy: string) => string;
}) {
  const { t, i18n } = useLingui();
  const allowed = useOperationAccessCheck('parkingOperations/processParkingBooking');
  const notApplied = useNotApplied('parkingBookings');
  const change = useBookingChange();
  return (
    <Table striped highlightOnHover aria-label={t`Bookings`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Reference</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Name</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Plates</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Type</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Location</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Section / bay</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Start</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>End</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Status</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Actions</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.bookings.map((booking) => {
          const fields = bookingFieldsOf(booking);
          const status = bookingStatusOf(booking);
          const ref = booking.BookingRefCode ?? booking.parkingBookingKey;
          const may = allowed([booking.EntityHierarchy]).allowed;
          return (
            <Table.Tr
              key={`${booking.EntityHierarchy}\n${booking.parkingBookingKey}`}
              data-booking={ref}
            >
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {ref}
                  <RowSyncMarker record={booking} notApplied={notApplied(booking)} />
                </Group>
              </Table.Td>
              <Table.Td>
                {fields.name}
                {fields.company && ` (${fields.company})`}
              </Table.Td>
              <Table.Td>{fields.plates}</Table.Td>
              <Table.Td>
                {booking.bookingType === 'PROVISIONED' ? t`Provisioned` : t`On-demand`}
              </Table.Td>
              <Table.Td>{props.labelOf(booking.EntityHierarchy)}</Table.Td>
              <Table.Td>{[fields.section, fields.bay].filter(Boolean).join(' / ')}</Table.Td>
              <Table.Td>{formatTimestamp(booking.eventStartTime)}</Table.Td>
              <Table.Td>{formatTimestamp(fields.end)}</Table.Td>
              <Table.Td>
                <Badge color={BOOKING_STATUS_COLORS[status]} variant="light">
                  {i18n._(BOOKING_STATUS_LABELS[status])}
                </Badge>
              </Table.Td>
              <Table.Td>
                {may && status !== 'CANCELLED' && (
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
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
