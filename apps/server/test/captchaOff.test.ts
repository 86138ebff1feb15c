import { describe, expect, test as it, withApp } from './fixtures';

const CAPTCHA = '/api/auth/inner/sysAuth/v1/imageCode.pass';
const captchaOn = withApp({ captcha: true });

// Issue 50.6: the login page shows the captcha row only where the server checks it.
describe('the captcha where it is off', () => {
  it('answers that it is off, with no picture to show', async ({ app }) => {
    const { body } = await app.get(CAPTCHA);
    expect(body).toMatchObject({ status: true, result: { enabled: false, img: '', captchaId: '' } });
    // And a login needs none.
    const login = await app.post('/api/auth/inner/sysAuth/v1/login.pass', { account: 'admin', password: 'Admin2026' });
    expect(login.body.status).toBe(true);
  });

  captchaOn('serves a picture and says nothing of it being off where it is on', async ({ app }) => {
    const { body } = await app.get(CAPTCHA);
    expect(body.result.img).toMatch(/^data:image\/png;base64,/);
    expect(body.result.enabled).toBeUndefined();
  });
});
