import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { compareScreenings } from '../../../contract/transitions/preScreening.ts';
import { useFamilyRecords, useSiteRangeState } from '../../kit/index.ts';
import { type SubtreeLogProps, SubtreeLogPage } from '../../kit/pages/LogPageFrame.tsx';
import { RecordLog } from '../../kit/pages/RecordLog.tsx';
import { useScreeningColumns } from './screeningColumns.tsx';
import {
  matchesSearch,
  type ScreeningRecord,
  screeningKey,
  screeningName,
} from './screeningRows.ts';

/**
 * {type}/screening-log: the pre-screening items of the selected location subtree (spec/workers.md
 * §2), today by default, ordered by preScreeningDate descending, processing time descending, last
 * name, first name. Live: the sync engine applies the preScreeningEvents of the subtree.
 */
export function ScreeningLogPage() {
  return <SubtreeLogPage title={<Trans>Screening Log</Trans>} log={ScreeningLog} />;
}

function ScreeningLog(props: SubtreeLogProps) {
  const { t } = useLingui();
  const [range, setRange] = useSiteRangeState();
  const [search, setSearch] = useState('');
  const keep = useCallback((record: ScreeningRecord) => matchesSearch(record, search), [search]);
  const { records, scope, loading } = useFamilyRecords({
    family: 'preScreening',
    root: props.root,
    hierarchies: props.hierarchies,
    beginTime: range.begin,
    endTime: range.end,
    filter: keep,
    sort: compareScreenings,
  });
  const { columns, dialog } = useScreeningColumns(props.labelOf);
  return (
    <>
      <RecordLog
        caption={t`Screening Log`}
        columns={columns}
        rows={records}
        rowKey={screeningKey}
        rowLabel={screeningName}
        loading={loading}
        failed={scope?.status === 'error'}
        failure={
          <Trans>
            We had an issue retrieving the employee screening logs. Please try again or contact
            support.
          </Trans>
        }
        empty={
          <Text c="dimmed">
            <Trans>No screenings in this period.</Trans>
          </Text>
        }
        count={(shown) => <Plural value={shown.length} one="# screening" other="# screenings" />}
        range={range}
        onRange={setRange}
        search={{ value: search, onChange: setSearch, placeholder: t`Name or email` }}
      />
      {dialog}
    </>
  );
}
