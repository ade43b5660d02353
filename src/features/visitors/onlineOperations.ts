import { useApiClient, useOnlineOperation } from '../../kit/index.ts';
import type { VisitorRecord } from './visitorRows.ts';

/**
 * The visitor log's online-only operations (spec/visitors.md §2, §7): the server generates the
 * signed agreement's PDF, and records a screening-room induction together with its induction
 * completion. Offline they say that they need a connection (OnlineOperationNotice).
 */

/** The visitor's signed agreement as a PDF blob (profileOperations/generateVisitorAgreement). */
export function useVisitorAgreement() {
  const api = useApiClient();
  return useOnlineOperation(async (record: VisitorRecord): Promise<Blob> => {
    const agreement = record.agreementDetails;
    if (!agreement) throw new Error('Not Signed');
    const answer = await api.call('profileOperations/generateVisitorAgreement', {
      responseType: 'PDF',
      EntityHierarchy: record.EntityHierarchy,
      ProfileId: record.ProfileId,
      AgreementVersion: agreement.AgreementVersion,
      ...(agreement.signatureTimeStamp === undefined
        ? {}
        : { signatureTimeStamp: agreement.signatureTimeStamp }),
    });
    const bytes = Uint8Array.from(atob(answer.pdfBase64), (char) => char.charCodeAt(0));
    return new Blob([bytes], { type: 'application/pdf' });
  });
}

/** Marks the induction as watched in the screening room now, at the given video version. */
export function useScreeningRoomInduction() {
  const api = useApiClient();
  return useOnlineOperation(async (record: VisitorRecord) => {
    await api.call('visitorLogOperations/setInductionCompleteInScreeningRoom', {
      eventTiming: {
        EntityHierarchy: record.EntityHierarchy,
        evtTimeStampProfileID: record.evtTimeStampProfileID,
      },
      inductionData: {
        inductionType: 'screeningRoom',
        eventTiming: Math.max(Date.now(), record.evtTimeStamp),
      },
    });
  });
}
