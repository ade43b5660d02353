import type { GenerateVisitorAgreementRequest } from '../../../contract/visitorLogUpdates.ts';
import { AGREEMENT_NOT_FOUND } from '../../../contract/visitorLogUpdates.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError } from '../errors.ts';

/** What the agreement PDF shows: who signed which version where and when. */
export interface SignedAgreement {
  visitorName: string;
  profileId: string;
  company: string;
  host: string;
  location: string;
  locationName: string;
  agreementVersion: string;
  signedAt: number;
}

interface Row {
  record: Record<string, unknown>;
  company_name: string | null;
  short_description: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The newest visitor log entry at the location whose visitor signed the asked agreement version
 * (and at the asked signature time, when given); 404 AGREEMENT_NOT_FOUND when there is none.
 */
export async function findSignedAgreement(
  sql: Sql,
  request: GenerateVisitorAgreementRequest,
): Promise<SignedAgreement> {
  const result = await sql.query<Row>(
    `SELECT v.record, l.company_name, l.short_description
       FROM visitor_log v LEFT JOIN locations l ON l.hierarchy = v.hierarchy
      WHERE v.hierarchy = $1 AND NOT v.deleted
        AND v.record->>'ProfileId' = $2
        AND v.record->'agreementDetails'->>'AgreementVersion' = $3
        AND ($4::bigint IS NULL OR (v.record->'agreementDetails'->>'signatureTimeStamp')::bigint = $4)
      ORDER BY v.evt_time DESC LIMIT 1`,
    [
      request.EntityHierarchy,
      request.ProfileId,
      request.AgreementVersion,
      request.signatureTimeStamp ?? null,
    ],
  );
  const row = result.rows[0];
  if (!row) {
    throw new ApiError(
      404,
      AGREEMENT_NOT_FOUND,
      `${request.ProfileId} signed no agreement version ${request.AgreementVersion} at ${request.EntityHierarchy}`,
    );
  }
  const record = row.record;
  const details = (record.visitorFullDetails ?? {}) as Record<string, unknown>;
  const host = (record.hostDetails ?? {}) as Record<string, unknown>;
  const agreement = (record.agreementDetails ?? {}) as Record<string, unknown>;
  const name = [text(details.firstName), text(details.lastName)].filter(Boolean).join(' ');
  const signedAt = agreement.signatureTimeStamp ?? record.evtTimeStamp;
  return {
    visitorName: name || request.ProfileId,
    profileId: request.ProfileId,
    company: text(details.company),
    host: text(host.name),
    location: request.EntityHierarchy,
    locationName: [row.company_name, row.short_description].filter(Boolean).join(' - '),
    agreementVersion: request.AgreementVersion,
    signedAt: typeof signedAt === 'number' ? signedAt : 0,
  };
}
