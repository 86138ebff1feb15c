import { lazy, Suspense, useEffect, useState } from 'react';
import { message } from 'antd';
import { setConfirmHost, setMessageApi } from './feedback';

/**
 * Rendered once inside the ConfigProvider: hands context-bound (themed, zh_CN) message and
 * confirm instances to plain modules such as the http client. The confirm dialog's code
 * (antd Modal with its Button and Skeleton) loads only the first time a confirm is asked
 * for, which keeps it out of the login page's download.
 */
const ModalHost = lazy(() => import('./ModalHost'));

export function FeedbackBridge() {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 3 });
  const [needModal, setNeedModal] = useState(false);

  useEffect(() => {
    setMessageApi(messageApi);
    return () => setMessageApi(undefined);
  }, [messageApi]);

  useEffect(() => {
    setConfirmHost(() => setNeedModal(true));
    return () => setConfirmHost(undefined);
  }, []);

  // Inside the console the dialog's code is fetched once the page is idle, not when a dialog is
  // first asked for: a lost session's 重新登录 waited ~2 s for it on a busy machine, the page
  // spinning meanwhile (issue 50.6). The login page still goes without it.
  useEffect(() => {
    if (/\/login\/?$/.test(window.location.pathname)) return;
    // Within 300 ms even on a page kept busy by its first calls.
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(() => setNeedModal(true), 200);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setNeedModal(true), { timeout: 300 });
    return () => window.cancelIdleCallback(id);
  }, []);

  return (
    <>
      {messageHolder}
      {needModal && (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      )}
    </>
  );
}
