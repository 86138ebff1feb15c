import { Switch } from 'antd';

/** A switch for a 0/1 field (the API sends and takes numbers, not booleans). */
export function BoolSwitch({
  value,
  onChange,
  id,
  disabled,
}: {
  value?: number | null;
  onChange?: (v: number) => void;
  id?: string;
  disabled?: boolean;
}) {
  return (
    <Switch
      id={id}
      disabled={disabled}
      checked={Number(value) === 1}
      onChange={(on) => onChange?.(on ? 1 : 0)}
      checkedChildren="是"
      unCheckedChildren="否"
    />
  );
}
