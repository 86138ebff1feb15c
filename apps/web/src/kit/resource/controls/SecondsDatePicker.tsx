import { DatePicker } from 'antd';
import { pickerOfSeconds, secondsOfPicker } from '../timeValues';

/** A date (or date-time) picker whose value is Unix seconds, read as Shanghai time. */
export function SecondsDatePicker({
  value,
  onChange,
  showTime,
  id,
  disabled,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  showTime?: boolean;
  id?: string;
  disabled?: boolean;
}) {
  return (
    <DatePicker
      id={id}
      disabled={disabled}
      showTime={showTime}
      style={{ width: '100%' }}
      value={pickerOfSeconds(value)}
      onChange={(picked) => onChange?.(secondsOfPicker(picked, showTime ? 'exact' : 'start') ?? null)}
    />
  );
}
