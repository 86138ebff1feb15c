import { Alert, Button, Descriptions, Modal, Typography } from 'antd';

/**
 * The initial password of a new (or reset) account. The server keeps only its hash and
 * answers it this once, so the dialog says so, offers a copy button and closes only when
 * the administrator confirms.
 */
export interface IssuedPassword {
  account: string;
  password: string;
  /** 新增 or 重置: only the title differs. */
  reason: 'created' | 'reset';
}

export const PASSWORD_ONCE_WARNING = '该密码仅显示一次，关闭后无法再次查看，请立即复制并妥善转交给使用者。';
/** Console accounts (账号, 渠道): the server refuses everything but 修改密码 until it is changed. */
export const FIRST_SIGN_IN_WARNING = '使用者首次登录时须先修改该密码，修改后才能使用系统。';

interface Props {
  issued: IssuedPassword | undefined;
  onClose: () => void;
  /** A console sign-in: its first sign-in asks for a new password (not a third party's key). */
  changedAtFirstSignIn?: boolean;
}

export function PasswordDialog({ issued, onClose, changedAtFirstSignIn = false }: Props) {
  return (
    <Modal
      title={issued?.reason === 'reset' ? '密码已重置' : '账号已创建'}
      open={!!issued}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          我已复制，关闭
        </Button>
      }
      destroyOnHidden
    >
      {issued && (
        <>
          <Alert
            type="warning"
            showIcon
            title={PASSWORD_ONCE_WARNING}
            description={changedAtFirstSignIn ? FIRST_SIGN_IN_WARNING : undefined}
            style={{ marginBottom: 16 }}
            data-testid="password-warning"
          />
          <Descriptions
            bordered
            column={1}
            size="small"
            items={[
              { key: 'account', label: '账号', children: issued.account || '-' },
              {
                key: 'password',
                label: '初始密码',
                children: (
                  <Typography.Text
                    copyable={{ text: issued.password, tooltips: ['复制', '已复制'] }}
                    code
                    strong
                    style={{ fontSize: 16 }}
                    data-testid="initial-password"
                  >
                    {issued.password}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
