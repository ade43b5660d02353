import { TextInput, type TextInputProps } from '@mantine/core';

/** Digits typed into a whole-number field: the number, capped at `max`, or '' while empty. */
export function wholeNumberOf(text: string, max: number): number | '' {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  return Math.min(Number(digits), max);
}

export interface WholeNumberInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max'> {
  value: number | '';
  min: number;
  max: number;
  /** A whole number in [0, max] (below `min` only while typing), or '' while the field is empty. */
  onChange: (value: number | '') => void;
}

/**
 * A field for a whole number of at most `max`, typed with the numeric keyboard: anything but
 * digits is dropped as it is typed and a number below `min` becomes `min` when the field is left.
 * Mantine's NumberInput does the same with react-number-format, 25 KiB more per page that uses it.
 */
export function WholeNumberInput({
  value,
  min,
  max,
  onChange,
  onBlur,
  ...rest
}: WholeNumberInputProps) {
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value === '' ? '' : String(value)}
      onChange={(event) => onChange(wholeNumberOf(event.currentTarget.value, max))}
      onBlur={(event) => {
        if (value !== '' && value < min) onChange(min);
        onBlur?.(event);
      }}
    />
  );
}
