import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha, type Captcha } from './loginApi';

/** The captcha image: loaded on mount, refreshed on click and after every failed login. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | undefined>();
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const response = await fetchCaptcha();
      // A slower earlier answer must not replace a newer image.
      if (ticket === latest.current) setCaptcha(response.status ? response.result : undefined);
    } catch {
      if (ticket === latest.current) setCaptcha(undefined);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { captcha, loading, refresh };
}
