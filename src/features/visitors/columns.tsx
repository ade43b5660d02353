import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { signOutBlockingEvacuation } from '../../../contract/evacuationInitiator.ts';
import {
  type InductionDisplay,
  visitorInductionDisplay,
} from '../../../contract/transitions/inductionStatus.ts';
import {
  CellGroup,
  CellText,
  type ColumnDescription,
  RowSyncMarker,
  useNotApplied,
  useOperationAccessCheck,
  useSessionUser,
} from '../../kit/index.ts';
import { STATUS_LABELS } from '../evacuation/components/EvacStatusBadge.tsx';
import { inductionDisplayText } from '../induction/inductionLabels.ts';
import { RevertSignOutButton } from './components/RevertSignOutButton.tsx';
import { SignOutButton } from './components/SignOutButton.tsx';
import type { VisitorEvacStatusOf } from './evacuation/types.ts';
import type { InductionConfigurations } from './induction/VisitorInductionSource.tsx';
import { PRIMARY_COLUMNS, SECONDARY_COLUMNS, type VisitorColumnKey } from './visitorColumnKeys.ts';
import { deltaV1, hasAgreement, hostApprovalLabel, recognitionLabel } from './visitorFieldText.ts';
import { formatTimestamp, isOnSite, type VisitorRecord, visitorName } from './visitorRows.ts';

/** Shown only during an evacuation, which the page learns after its first rows. */
const EvacStatusCell = lazy(() =>
  import('../evacuation/components/EvacStatusCell.tsx').then((m) => ({
    default: m.EvacStatusCell,
  })),
);

export interface ColumnTextContext {
  labelOf: (hierarchy: string) => string;
  /** The induction configuration at each location, where read (induction expiry). */
  inductionConfigs?: InductionConfigurations | null;
  i18n: I18n;
}

/** The induction state of a sign-in, with expiry where its location's configuration is read. */
function inductionOf(
  record: VisitorRecord,
  configs: InductionConfigurations | null | undefined,
): InductionDisplay {
  return visitorInductionDisplay(record, configs?.get(record.EntityHierarchy) ?? null, Date.now());
}

/** The bulk sign-out's checkbox loads after the first rows (it is not needed to see them). */
const SelectVisitorCell = lazy(() =>
  import('./bulkSignOut/SelectVisitorCell.tsx').then((m) => ({ default: m.SelectVisitorCell })),
);

/** Its badge and details load with the first row that shows one (the text stands in until then). */
const InductionStatusCell = lazy(() =>
  import('../induction/InductionStatusCell.tsx').then((m) => ({
    default: m.InductionStatusCell,
  })),
);

/** The plain text of a column for a record: what is exported and what the column search reads. */
export function visitorColumnText(
  key: VisitorColumnKey,
  record: VisitorRecord,
  context: ColumnTextContext,
): string {
  const { labelOf, i18n } = context;
  const details = record.visitorFullDetails;
  switch (key) {
    case 'visitor':
      return visitorName(record);
    case 'name':
      return i18n._(recognitionLabel(record));
    case 'host':
      return record.hostDetails?.name ?? '';
    case 'badge':
      return record.badgeNumber ?? '';
    case 'type':
      return record.visitorType ?? '';
    case 'idNumber':
      return details.personalIdentificationNr ?? '';
    case 'assetSerialNumber':
      return record.assetSerialNumber ?? '';
    case 'signIn':
      return formatTimestamp(record.evtTimeStamp);
    case 'hostApproval':
      return i18n._(hostApprovalLabel(record));
    case 'signOut':
      // As the cell says (spec/visitors.md §2): exported and searched as shown.
      return isOnSite(record)
        ? i18n._(msg`still on premises`)
        : formatTimestamp(record.evtTimeStampOut ?? 0);
    case 'induction':
      return inductionDisplayText(inductionOf(record, context.inductionConfigs), i18n);
    case 'evacStatus':
      return '';
    case 'company':
      return details.company ?? '';
    case 'location':
      return labelOf(record.EntityHierarchy);
    case 'email':
      return details.email ?? '';
    case 'phoneNumber':
      return details.phoneNumber ?? '';
    case 'agreement':
      return record.agreementDetails?.AgreementVersion ?? '';
    case 'deltaV1':
      return deltaV1(record);
  }
}

/** Every column's title, in the user's language. */
export function useVisitorColumnTitles(): Record<VisitorColumnKey, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      visitor: t`Visitor`,
      name: t`Recognition`,
      host: t`Host`,
      badge: t`Badge`,
      type: t`Type`,
      idNumber: t`ID/Passport`,
      assetSerialNumber: t`Asset Serial Number`,
      signIn: t`Sign-in`,
      hostApproval: t`Host Approval`,
      signOut: t`Sign-out`,
      induction: t`Induction`,
      evacStatus: t`Evac Status`,
      company: t`Company`,
      location: t`Location`,
      email: t`Email`,
      phoneNumber: t`Phone Number`,
      agreement: t`Agreement`,
      deltaV1: t`Delta v1`,
    }),
    [t],
  );
}

/**
 * Whether the user may sign `record` out now: the access policy at its location, and under an
 * active evacuation only its initiator (spec/visitors.md §6).
 */
export function useMaySignOut(
  evacStatus: VisitorEvacStatusOf | null,
): (record: VisitorRecord) => boolean {
  const user = useSessionUser();
  const signOutAccess = useOperationAccessCheck('visitorLogOperations/signOutVisitors');
  return useCallback(
    (record) => {
      if (!isOnSite(record) || !signOutAccess([record.EntityHierarchy]).allowed) return false;
      const evacuation = evacStatus?.(record)?.evacuation;
      return (
        !evacuation ||
        !signOutBlockingEvacuation([evacuation], record.EntityHierarchy, user, Date.now())
      );
    },
    [user, signOutAccess, evacStatus],
  );
}

export interface VisitorLogColumnsOptions {
  labelOf: (hierarchy: string) => string;
  /** The columns the picker chose (visitorColumnKeys.ts). */
  chosen: readonly VisitorColumnKey[];
  /** Each column's search text, applied with Search, cleared with Reset. */
  searches: Readonly<Record<string, string>>;
  onSearch: (column: VisitorColumnKey, text: string) => void;
  /**
   * The evacuation status of a row (useVisitorEvacStatus), or null while no evacuation counts:
   * the Evac Status column then shows N/A (spec/visitors.md §2: a primary column).
   */
  evacStatus?: VisitorEvacStatusOf | null;
  /** The induction configuration at each location, where read (VisitorInductionSource). */
  inductionConfigs?: InductionConfigurations | null;
  /** Opens the details modal (with the row's actions) or the signed-agreement viewer. */
  onOpen?: (record: VisitorRecord, view: 'details' | 'agreement') => void;
  /**
   * The begin of the log's range: a visitor on site who signed in before it (kept in view after
   * midnight) reads "on site since" their sign-in instead of "still on premises".
   */
  rangeBegin?: number;
  /** A first column of checkboxes for the visitors who may be signed out (bulk sign-out). */
  selectable?: boolean;
}

/**
 * The visitor log's columns, once for the table and the CSV export (spec/visitors.md §2): the
 * chosen primary columns, then the chosen secondary ones nested under "More details", then the
 * row's actions. Sign-out shows "still on premises" and Sign out, or the sign-out time and Revert.
 * Each action shows only where the access policy allows it at the row's location. During an
 * evacuation only its initiator may sign a visitor out at its location (spec/visitors.md §6).
 */
export function useVisitorLogColumns(
  options: VisitorLogColumnsOptions,
): ColumnDescription<VisitorRecord>[] {
  const { t, i18n } = useLingui();
  const { labelOf, chosen, searches, onSearch, evacStatus = null, onOpen, rangeBegin } = options;
  const { selectable = false } = options;
  const inductionConfigs = options.inductionConfigs ?? null;
  const notApplied = useNotApplied('visitorLog');
  const maySignOut = useMaySignOut(evacStatus);
  const revertAccess = useOperationAccessCheck('visitorLogOperations/revertSignOut');
  const markAccess = useOperationAccessCheck('evacuationOperations/updateEvacStatus');
  const titles = useVisitorColumnTitles();
  return useMemo<ColumnDescription<VisitorRecord>[]>(() => {
    const context = { labelOf, i18n, inductionConfigs };
    const renders: Partial<Record<VisitorColumnKey, ColumnDescription<VisitorRecord>['render']>> = {
      visitor: (record) => (
        <CellGroup gap="xs">
          <CellText strong truncate>
            {visitorName(record)}
          </CellText>
          <RowSyncMarker record={record} notApplied={notApplied(record)} />
        </CellGroup>
      ),
      signOut: (record) => {
        if (!isOnSite(record)) {
          return revertAccess([record.EntityHierarchy]).allowed ? (
            <CellGroup gap="sm" justify="space-between">
              <span>{formatTimestamp(record.evtTimeStampOut ?? 0)}</span>
              <RevertSignOutButton record={record} />
            </CellGroup>
          ) : (
            formatTimestamp(record.evtTimeStampOut ?? 0)
          );
        }
        const since =
          rangeBegin !== undefined && record.evtTimeStamp < rangeBegin
            ? formatTimestamp(record.evtTimeStamp)
            : null;
        return (
          <CellGroup gap="sm" justify="space-between">
            <CellText dimmed>
              {since === null ? (
                <Trans>still on premises</Trans>
              ) : (
                <Trans>on site since {since}</Trans>
              )}
            </CellText>
            {maySignOut(record) && <SignOutButton record={record} />}
          </CellGroup>
        );
      },
      induction: (record) => (
        <InductionStatusCell display={inductionOf(record, inductionConfigs)} />
      ),
      agreement: (record) => {
        const name = visitorName(record);
        return hasAgreement(record) ? (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t`View the agreement of ${name}`}
            onClick={() => onOpen?.(record, 'agreement')}
          >
            <Trans>View</Trans>
          </Button>
        ) : (
          <Button size="compact-xs" variant="default" disabled>
            <Trans>Not Signed</Trans>
          </Button>
        );
      },
      evacStatus: (record) => {
        const status = evacStatus?.(record);
        if (!status) return i18n._(STATUS_LABELS['N/A']);
        const ref = {
          EntityHierarchy: record.EntityHierarchy,
          type: 'VISITOR',
          evtTimeStampProfileID: record.evtTimeStampProfileID,
        } as const;
        return (
          <Suspense fallback={i18n._(STATUS_LABELS[status.status])}>
            <EvacStatusCell
              status={status}
              person={{ ref, name: visitorName(record) }}
              canMark={
                status.evacuation.active === true &&
                status.status !== 'N/A' &&
                markAccess([record.EntityHierarchy]).allowed
              }
            />
          </Suspense>
        );
      },
    };
    const widths: Partial<Record<VisitorColumnKey, number>> = {
      visitor: 170,
      signIn: 180,
      signOut: 270,
      evacStatus: 150,
      agreement: 120,
    };
    const column = (key: VisitorColumnKey, group?: string): ColumnDescription<VisitorRecord> => {
      const render = renders[key];
      return {
        key,
        title: titles[key],
        value:
          key === 'evacStatus'
            ? (record) => i18n._(STATUS_LABELS[evacStatus?.(record)?.status ?? 'N/A'])
            : (record) => visitorColumnText(key, record, context),
        ...(render ? { render } : {}),
        ...(widths[key] ? { width: widths[key] } : {}),
        ...(key === 'evacStatus'
          ? {}
          : {
              search: searches[key] ?? '',
              onSearch: (text: string) => onSearch(key, text),
              searchSubmit: true,
            }),
        ...(group ? { group } : {}),
      };
    };
    const shown = (key: VisitorColumnKey) => chosen.includes(key);
    const more = t`More details`;
    const selection: ColumnDescription<VisitorRecord>[] = selectable
      ? [
          {
            key: 'select',
            title: t`Select`,
            width: 100,
            exported: false,
            value: () => '',
            render: (record) =>
              maySignOut(record) ? (
                <Suspense fallback={null}>
                  <SelectVisitorCell record={record} />
                </Suspense>
              ) : null,
          },
        ]
      : [];
    return [
      ...selection,
      ...PRIMARY_COLUMNS.filter(shown).map((key) => column(key)),
      ...SECONDARY_COLUMNS.filter(shown).map((key) => column(key, more)),
      {
        key: 'actions',
        title: t`Actions`,
        width: 80,
        exported: false,
        value: () => '',
        render: (record) => (
          <ActionIcon
            variant="subtle"
            aria-label={t`Details and actions for ${visitorName(record)}`}
            onClick={() => onOpen?.(record, 'details')}
          >
            <span aria-hidden>⋯</span>
          </ActionIcon>
        ),
      },
    ];
  }, [
    t,
    i18n,
    titles,
    labelOf,
    chosen,
    searches,
    onSearch,
    onOpen,
    notApplied,
    maySignOut,
    revertAccess,
    markAccess,
    evacStatus,
    inductionConfigs,
    rangeBegin,
    selectable,
  ]);
}
