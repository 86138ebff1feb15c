import type { FieldDef } from '../resources/types';

/**
 * A settings form stored per tenant under one key (WeChat bindings, payment, home page ...).
 * Secret fields are never sent back whole: the server answers them masked and keeps the
 * stored value when the masked text comes back unchanged.
 */
export interface SettingsDef {
  key: string;
  title: string;
  /** Page that edits it. */
  route: string;
  fields: readonly FieldDef[];
  secrets?: readonly string[];
  /** Short help shown above the form. */
  description?: string;
  /** Its own read and save calls (with /api) where the spec names them; else tenantConfig by key. */
  calls?: { get: string; save: string };
}

/** Prefix of a masked secret as the server answers it. */
export const SECRET_MASK = '******';

export function isMaskedSecret(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(SECRET_MASK);
}
