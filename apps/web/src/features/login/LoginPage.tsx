import { useState } from 'react';
import { Button, Form, Input, theme } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { antdRules, ANTD_VALIDATE_TRIGGER } from '@coach/domain/rules/adapters.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { startSession } from '../../platform/session';
import { login, type LoginForm } from './loginApi';
import { useCaptcha } from './useCaptcha';
import { LoginLayout } from './LoginLayout';

/**
 * /login (spec §2, platform contract): account, password and captcha. A failed login shows
 * the server's message under the form and brings a new captcha (each one is single-use).
 * Success stores the token (30 days) and user id (7 days); the session then loads the user
 * and the router lands on the first page (the channel area for a channel user).
 */
const requiredRule = antdRules(rules.required);
const TRIGGERS = [...ANTD_VALIDATE_TRIGGER];

export default function LoginPage() {
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginForm>();
  const { captcha, loading: captchaLoading, refresh } = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  // The server decides whether a captcha is needed (COACH_CAPTCHA=off still serves images
  // but ignores the answer), so an empty captcha is not blocked here: the server answers
  // 验证码错误 when it matters.
  // The row waits for the server's first answer rather than showing and then vanishing when the
  // captcha is off; a failed answer shows it (the server will say if it is needed).
  const captchaShown = captcha ? captcha.enabled !== false : !captchaLoading;

  const onFinish = async (values: LoginForm) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const response = await login(values, captcha?.captchaId);
      const token = response.result?.['ctl-token'];
      if (response.status && token) {
        startSession(token, response.result.userId);
        return; // the router takes over; keep the button busy until it does
      }
      setError(response.message || '登录失败');
    } catch (e) {
      setError(e instanceof Error ? e.message : '登录失败');
    }
    form.setFieldValue('captchaCode', '');
    void refresh();
    setSubmitting(false);
  };

  return (
    <LoginLayout>
      <Form<LoginForm>
        form={form}
        size="large"
        autoComplete="on"
        onFinish={onFinish}
        onValuesChange={() => error && setError(undefined)}
        validateTrigger={TRIGGERS}
        requiredMark={false}
      >
        <Form.Item name="account" rules={requiredRule} validateTrigger={TRIGGERS}>
          <Input
            data-testid="login-account"
            prefix={<UserOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
            placeholder="请输入账号"
            aria-label="账号"
            autoComplete="username"
            autoFocus
            maxLength={64}
          />
        </Form.Item>
        <Form.Item name="password" rules={requiredRule} validateTrigger={TRIGGERS}>
          <Input.Password
            data-testid="login-password"
            prefix={<LockOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
            placeholder="请输入密码"
            aria-label="密码"
            autoComplete="current-password"
            maxLength={64}
          />
        </Form.Item>
        {captchaShown && (
          <Form.Item>
            <div style={{ display: 'flex', gap: 12 }}>
              <Form.Item name="captchaCode" noStyle>
                <Input
                  data-testid="login-captcha"
                  prefix={<SafetyCertificateOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
                  placeholder="请输入验证码"
                  aria-label="验证码"
                  autoComplete="off"
                  maxLength={8}
                  style={{ flex: 1 }}
                />
              </Form.Item>
              <button
                type="button"
                data-testid="login-captcha-img"
                onClick={() => void refresh()}
                title="看不清？点击刷新"
                aria-label="验证码图片，点击刷新"
                style={{
                  width: 120,
                  height: 40,
                  padding: 0,
                  border: '1px solid #d9d9d9',
                  borderRadius: 8,
                  background: '#fafafa',
                  cursor: 'pointer',
                  overflow: 'hidden',
                  flex: 'none',
                  color: token.colorTextTertiary,
                  fontSize: 12,
                }}
              >
                {captcha?.img ? (
                  <img src={captcha.img} alt="验证码" style={{ width: '100%', height: '100%', display: 'block' }} />
                ) : captchaLoading ? (
                  '加载中...'
                ) : (
                  '点击获取'
                )}
              </button>
            </div>
          </Form.Item>
        )}
        {error && (
          <div
            role="alert"
            data-testid="login-error"
            style={{
              margin: '-8px 0 16px',
              padding: '8px 12px',
              borderRadius: 6,
              background: '#fff2f0',
              border: '1px solid #ffccc7',
              color: '#cf1322',
              fontSize: 14,
            }}
          >
            {error}
          </div>
        )}
        <Form.Item style={{ marginBottom: 0 }}>
          <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form.Item>
      </Form>
    </LoginLayout>
  );
}
