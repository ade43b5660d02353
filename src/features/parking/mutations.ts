import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import {
  BOOKING_ERROR_MESSAGE,
  type CreateBookingOperation,
} from '../../../contract/parkingBookings.ts';
import { useApiClient, useMutator, useOnlineOperation, useSessionUser } from '../../kit/index.ts';
import type { ParkingBookingRow } from './parkingRows.ts';

/** What the create form gives (the operation and mutation id are added here). */
export type BookingDraft = Omit<CreateBookingOperation, 'operation' | 'mutationId'>;

function refusal(error: unknown): { key: string; message: string } | undefined {
  return error instanceof Error && 'key' in error && typeof error.key === 'string'
    ? { key: error.key, message: error.message }
    : undefined;
}

/**
 * Creates a booking through processParkingBooking: online only (the capacity answer is the
 * server's), so offline it says it needs a connection and queues nothing. A refusal shows the
 * server's message (the rule's reason); an answer without one the spec's
 * 'There was an error processing your booking. Please try again.'
 */
export function useCreateBooking() {
  const api = useApiClient();
  const { t } = useLingui();
  return useOnlineOperation(async (draft: BookingDraft): Promise<ParkingBookingRow | undefined> => {
    try {
      const answer = await api.call('parkingOperations/processParkingBooking', {
        bookingOperation: { ...draft, operation: 'create', mutationId: crypto.randomUUID() },
      });
      return answer.bookingResult;
    } catch (error) {
      const refused = refusal(error);
      if (refused === undefined) throw error;
      throw new Error(
        refused.message && refused.message !== refused.key
          ? refused.message
          : t`There was an error processing your booking. Please try again.`,
      );
    }
  });
}

export { BOOKING_ERROR_MESSAGE };

/** Checks or cancels a booking: offline-capable, the row changes at once and the outbox sends it. */
export function useBookingChange(): (
  change: 'check' | 'cancel',
  booking: ParkingBookingRow,
) => Promise<void> {
  const mutate = useMutator();
  const { email } = useSessionUser();
  return useCallback(
    (change, booking) =>
      mutate(change === 'check' ? 'parking.checkBooking' : 'parking.cancelBooking', {
        booking,
        by: email,
      }),
    [mutate, email],
  );
}
