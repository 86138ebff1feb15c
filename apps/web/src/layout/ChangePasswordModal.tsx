import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { ANTD_VALIDATE_TRIGGER, antdRules } from '@coach/domain/rules/adapters.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { toastSuccess } from '../platform/feedback';
import { post } from '../platform/http';
import { setMenuState, useMenuState } from './menuStore';

/**
 * 修改密码 (spec §2): opened through the menu state flag `repariPswd`, 30% wide. The new
 * password follows the password rule; the server also checks the old one (原密码错误 is
 * toasted by the http client) and keeps this session while ending the others.
 *
 * `forced`: the first sign-in with an initial (or reset) password. The dialog cannot be
 * dismissed (no 取消, no ×, no Esc, no click outside); 退出登录 is the only other way out.
 */
interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const TRIGGERS = [...ANTD_VALIDATE_TRIGGER];
export const PASSWORD_MISMATCH = '两次输入的密码不一致';

export const FIRST_SIGN_IN_NOTICE = '您正在使用初始密码登录，请先修改密码后再使用系统。';

interface Props {
  forced?: boolean;
  /** After a successful change (the forced dialog reloads the session with it). */
  onChanged?: () => void;
  /** The forced dialog's way out instead of changing. */
  onSignOut?: () => void;
}

export function ChangePasswordModal({ forced = false, onChanged, onSignOut }: Props = {}) {
  const { repariPswd } = useMenuState();
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);

  const close = () => setMenuState({ repariPswd: false });

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const response = await post<unknown>('/user/inner/sysUser/v1/updatePwd', {
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      if (response.status) {
        toastSuccess('密码修改成功');
        close();
        onChanged?.();
      }
    } catch {
      // the http client has shown the failure
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="修改密码"
      open={repariPswd}
      width="30%"
      style={{ minWidth: 360 }}
      onOk={() => void submit()}
      onCancel={forced ? undefined : close}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      mask={{ closable: false }}
      closable={!forced}
      keyboard={!forced}
      footer={
        forced
          ? (_, { OkBtn }) => (
              <>
                <Button onClick={onSignOut}>退出登录</Button>
                <OkBtn />
              </>
            )
          : undefined
      }
    >
      {forced && <Alert type="warning" showIcon title={FIRST_SIGN_IN_NOTICE} style={{ marginBottom: 16 }} />}
      <Form<PasswordForm>
        form={form}
        layout="vertical"
        validateTrigger={TRIGGERS}
        onFinish={() => void submit()}
        preserve={false}
      >
        <Form.Item label="原密码" name="oldPassword" rules={antdRules(rules.required)} validateTrigger={TRIGGERS}>
          <Input.Password placeholder="请输入原密码" autoComplete="current-password" maxLength={16} autoFocus />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="newPassword"
          rules={antdRules(rules.required, rules.password)}
          validateTrigger={TRIGGERS}
        >
          <Input.Password placeholder="请输入6-16位由数字,字母组合的密码" autoComplete="new-password" maxLength={16} />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmPassword"
          dependencies={['newPassword']}
          validateTrigger={TRIGGERS}
          rules={[
            ...antdRules(rules.required),
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(PASSWORD_MISMATCH)),
              validateTrigger: TRIGGERS,
            }),
          ]}
        >
          <Input.Password
            placeholder="请再次输入新密码"
            autoComplete="new-password"
            maxLength={16}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
