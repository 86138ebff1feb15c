import { useState } from 'react';
import { Button, Input, Space, theme } from 'antd';
import { isMaskedSecret } from '@coach/domain/settings/types.ts';

/**
 * A secret (AppSecret, APIv3 key, private key) as the server answers it: `******abcd`. The
 * masked text is shown read-only with 修改; only then is a new value typed. Saving with the
 * mask untouched keeps the stored secret (the server recognises the mask), and 取消修改
 * puts the mask back, so nobody needs to know a secret to edit the other settings.
 */
interface Props {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
  multiline?: boolean;
  maxLength?: number;
  placeholder?: string;
}

export function SecretInput({ value, onChange, id, multiline, maxLength, placeholder }: Props) {
  const { token } = theme.useToken();
  const [savedMask, setSavedMask] = useState<string | undefined>(isMaskedSecret(value) ? (value as string) : undefined);
  // A reload (after 保存 or 重置) brings a new mask: remember it for 取消修改.
  if (isMaskedSecret(value) && value !== savedMask) setSavedMask(value as string);

  if (isMaskedSecret(value)) {
    return (
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} value={value as string} readOnly style={{ color: token.colorTextTertiary }} />
        <Button onClick={() => onChange?.('')}>修改</Button>
      </Space.Compact>
    );
  }
  const cancel = savedMask ? (
    <Button onClick={() => onChange?.(savedMask)} style={multiline ? { marginTop: 8 } : undefined}>
      取消修改
    </Button>
  ) : null;
  const text = value ?? '';
  if (multiline) {
    return (
      <div>
        <Input.TextArea
          id={id}
          value={text}
          onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: 4, maxRows: 10 }}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
        />
        {cancel}
      </div>
    );
  }
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.Password
        id={id}
        value={text}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="new-password"
      />
      {cancel}
    </Space.Compact>
  );
}
