import { useLingui } from '@lingui/react/macro';
import { SegmentedChoice } from '../../../ui/SegmentedChoice.tsx';
import type { SignInFilter } from '../visitorRows.ts';

export interface SignInFilterControlProps {
  value: SignInFilter;
  onChange: (value: SignInFilter) => void;
}

/** Sign-in filter (spec/visitors.md §2): All visitors, Signed in, Signed out. */
export function SignInFilterControl({ value, onChange }: SignInFilterControlProps) {
  const { t } = useLingui();
  return (
    <SegmentedChoice
      aria-label={t`Sign-in filter`}
      value={value}
      onChange={onChange}
      options={[
        { value: 'all', label: t`All visitors` },
        { value: 'signedIn', label: t`Signed in` },
        { value: 'signedOut', label: t`Signed out` },
      ]}
    />
  );
}
