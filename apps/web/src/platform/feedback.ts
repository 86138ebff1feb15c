import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { ReactNode } from 'react';

/**
 * Toasts and confirm dialogs for code that lives outside React (the http client). antd's
 * static `message`/`Modal` ignore the ConfigProvider theme and locale, so `<FeedbackBridge>`
 * (inside the ConfigProvider) hands over context-bound instances here. Calls made before an
 * instance exists wait in a queue instead of being lost.
 */
type Level = 'success' | 'error' | 'warning' | 'info';

export interface ConfirmOptions {
  title: string;
  content: string | ReactNode;
  /** Checked when 确定 is pressed: false keeps the dialog open (a reason still empty). */
  accept?: () => boolean;
  okText?: string;
  cancelText?: string;
}

let messageApi: MessageInstance | undefined;
let modalApi: ModalApi | undefined;
let requestModal: (() => void) | undefined;
const pendingToasts: Array<(api: MessageInstance) => void> = [];
const pendingConfirms: Array<(api: ModalApi) => void> = [];

export function setMessageApi(api: MessageInstance | undefined): void {
  messageApi = api;
  if (api) pendingToasts.splice(0).forEach((run) => run(api));
}

export function setModalApi(api: ModalApi | undefined): void {
  modalApi = api;
  if (api) pendingConfirms.splice(0).forEach((run) => run(api));
}

/** FeedbackBridge registers how to mount the (lazily loaded) dialog holder. */
export function setConfirmHost(mount: (() => void) | undefined): void {
  requestModal = mount;
  if (mount && pendingConfirms.length) mount();
}

export function toast(level: Level, text: string): void {
  if (messageApi) void messageApi[level](text);
  else pendingToasts.push((api) => void api[level](text));
}

export const toastError = (text: string) => toast('error', text);

/**
 * One message that updates in place (e.g. the bytes of a long export so far); `done` closes it.
 */
export function progressToast(key: string, text: ReactNode | undefined): void {
  if (!messageApi) return;
  if (text === undefined) messageApi.destroy(key);
  else messageApi.open({ key, type: 'loading', content: text, duration: 0 });
}
export const toastSuccess = (text: string) => toast('success', text);
export const toastWarning = (text: string) => toast('warning', text);

/** Resolves true on 确定, false on 取消 or close. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const open = (api: ModalApi) =>
      void api.confirm({
        title: options.title,
        content: options.content,
        okText: options.okText ?? '确定',
        cancelText: options.cancelText ?? '取消',
        // Taking `close` tells antd the dialog closes only when we say (a reason still empty keeps it).
        onOk: (close: () => void) => {
          if (options.accept && !options.accept()) return;
          resolve(true);
          close();
        },
        onCancel: () => resolve(false),
      });
    if (modalApi) open(modalApi);
    else {
      pendingConfirms.push(open);
      requestModal?.();
    }
  });
}

/**
 * A dialog with one way out (`okText`): no 取消, no ×, neither Esc nor a click beside it
 * closes it. For a state the page cannot go on from (the session is gone): a 取消 there left a
 * page whose every call failed. Resolves when the button is pressed.
 */
export function noticeDialog(options: { title: string; content: string | ReactNode; okText: string }): Promise<void> {
  return new Promise((resolve) => {
    const open = (api: ModalApi) =>
      void api.warning({
        title: options.title,
        content: options.content,
        okText: options.okText,
        closable: false,
        keyboard: false,
        maskClosable: false,
        onOk: () => resolve(),
      });
    if (modalApi) open(modalApi);
    else {
      pendingConfirms.push(open);
      requestModal?.();
    }
  });
}
