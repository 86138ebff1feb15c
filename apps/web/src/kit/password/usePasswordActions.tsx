import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { buttonCode, type ResourceDef } from '@coach/domain/resources/types.ts';
import { useAccess } from '../../platform/access';
import { post } from '../../platform/http';
import { toastSuccess } from '../../platform/feedback';
import { confirmedCall, RowButton, singleRow, type Row } from '../resource';
import { PasswordDialog, type IssuedPassword } from './PasswordDialog';

/**
 * Initial passwords of accounts and third-party users: shown once after 新增, and issued
 * again by 重置密码 (toolbar, on exactly one ticked row, or a row's button). The permission
 * code is `<route>:resetPassword`.
 */
export interface PasswordActions {
  toolbar: (selected: readonly Row[]) => ReactNode;
  rowButton: (row: Row) => ReactNode;
  dialog: ReactNode;
  onSaved: (answer: Record<string, unknown>, creating: boolean, sent: Record<string, unknown>) => void;
}

const accountOf = (row: Record<string, unknown>) => String(row.account ?? row.name ?? '');

/** `changedAtFirstSignIn`: the password opens the console, whose first sign-in asks for a new one. */
export function usePasswordActions(
  def: ResourceDef,
  resetPath: string,
  { changedAtFirstSignIn = false }: { changedAtFirstSignIn?: boolean } = {},
): PasswordActions {
  const access = useAccess();
  const [issued, setIssued] = useState<IssuedPassword>();
  const allowed = access.hasButton(buttonCode(def, 'resetPassword'));

  const reset = async (row: Row) => {
    const result = await confirmedCall(
      `确定重置「${accountOf(row)}」的密码吗？重置后原密码立即失效，该账号已登录的会话将被强制退出。`,
      () => post<{ id: string; initialPassword: string }>(resetPath, { id: row.id }),
    );
    if (result?.initialPassword) {
      toastSuccess('密码已重置');
      setIssued({ account: accountOf(row), password: result.initialPassword, reason: 'reset' });
    }
  };

  return {
    toolbar: (selected) =>
      allowed ? (
        <Button
          onClick={() => {
            const row = singleRow(selected, { protectDefault: false });
            if (row) void reset(row);
          }}
        >
          重置密码
        </Button>
      ) : null,
    rowButton: (row) => (allowed ? <RowButton onClick={() => void reset(row)}>重置密码</RowButton> : null),
    dialog: (
      <PasswordDialog
        issued={issued}
        onClose={() => setIssued(undefined)}
        changedAtFirstSignIn={changedAtFirstSignIn}
      />
    ),
    onSaved: (answer, creating, sent) => {
      if (creating && typeof answer.initialPassword === 'string') {
        setIssued({ account: accountOf(sent), password: answer.initialPassword, reason: 'created' });
      }
    },
  };
}
