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
