/** The calls of 提现管理 (cashRecard): kept apart so the settings definition and the list both name them. */
export const CASH_BASE = '/api/examroom/cashRecard';
const cashBase = CASH_BASE;

export const CASH_AUDIT_PATH = `${cashBase}/audit`;
export const CASH_PAID_PATH = `${cashBase}/paid`;
/** Decided: the coach app's withdrawal request (not a console button). */
export const CASH_APPLY_PATH = `${cashBase}/apply`;
export const CASH_SETTING_GET_PATH = `${cashBase}/getCashSetting`;
export const CASH_SETTING_SAVE_PATH = `${cashBase}/saveCashSetting`;
