import { useLingui } from '@lingui/react/macro';
import { RowSelectCheckbox } from '../../../kit/index.ts';
import { type VisitorRecord, visitorName, visitorRowKey } from '../visitorRows.ts';

/** A visitor's checkbox in the bulk sign-out's selection column, named after the visitor. */
export function SelectVisitorCell({ record }: { record: VisitorRecord }) {
  const { t } = useLingui();
  return <RowSelectCheckbox id={visitorRowKey(record)} label={t`Select ${visitorName(record)}`} />;
}
