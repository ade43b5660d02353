import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedChoiceProps<T extends string>
  extends Omit<SegmentedControlProps, 'value' | 'onChange' | 'data'> {
  value: T;
  options: readonly ChoiceOption<T>[];
  /** Called with one of the options' values only. */
  onChange: (value: T) => void;
}

/** One choice among a few typed options (a filter, a mode), shown as a segmented control. */
export function SegmentedChoice<T extends string>({
  value,
  options,
  onChange,
  ...props
}: SegmentedChoiceProps<T>) {
  return (
    <SegmentedControl
      {...props}
      value={value}
      onChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
      data={[...options]}
    />
  );
}
