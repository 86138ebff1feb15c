import { get, post } from '../../platform/http';
import type { LoginResult } from '../../platform/sessionTypes';

/** The two auth calls of the login page (docs/platform-contract.md, "Auth calls"). */

export interface Captcha {
  captchaId: string;
  /** `data:image/png;base64,...` (120×40). */
  img: string;
  /** `false` when the server does not check captchas: the row is then left out. */
  enabled?: boolean;
}

export interface LoginForm {
  account: string;
  password: string;
  captchaCode?: string;
}

export function fetchCaptcha() {
  return get<Captcha>('/auth/inner/sysAuth/v1/imageCode.pass');
}

/** Silent: the login form shows the server's message itself, next to the fields. */
export function login(form: LoginForm, captchaId: string | undefined) {
  return post<LoginResult>(
    '/auth/inner/sysAuth/v1/login.pass',
    {
      account: form.account.trim(),
      password: form.password,
      captchaId: captchaId ?? '',
      captchaCode: (form.captchaCode ?? '').trim(),
    },
    { silent: true },
  );
}
