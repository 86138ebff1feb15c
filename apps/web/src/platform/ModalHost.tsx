import { useEffect } from 'react';
import { Modal } from 'antd';
import { setModalApi } from './feedback';

/** The confirm dialogs' holder, mounted on first use by FeedbackBridge. */
export default function ModalHost() {
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    setModalApi(modalApi);
    return () => setModalApi(undefined);
  }, [modalApi]);
  return <>{modalHolder}</>;
}
