/** Shapes of the session calls (docs/platform-contract.md, "User calls"). */

export interface RoleRef {
  id: string;
  roleName: string;
  roleCode: string;
}

export interface UserInfo {
  id: string;
  account: string;
  name: string;
  mobile: string | null;
  tenantId: string;
  tenantName: string;
  /** 1 platform, 2 school, 3 store, 4 channel. */
  enterpriseType: number;
  isChannel: boolean;
  channelId: string | null;
  channel: { id: string; name: string } | null;
  schoolId: string | null;
  storeId: string | null;
  roles: RoleRef[];
  province: string | null;
  city: string | null;
}

export interface LoadResult {
  user: UserInfo;
  isAdmin: boolean;
  /** Holds 查看明文数据: may switch data masking off (the server decides either way). */
  plaintext?: boolean;
  /**
   * Signed in with an initial (or reset) password: 修改密码 comes first, and the server refuses
   * every other call until then.
   */
  mustChangePassword?: boolean;
  /** Menu paths and button codes the user's roles grant. */
  permissions: string[];
}

/** Per-page resources (`userResMap`): visible fields (empty = all) and button codes. */
export type ResourceMap = Record<string, { fields: string[]; buttons: string[] }>;

/** Result of the login call. */
export interface LoginResult {
  'ctl-token': string;
  isChannel: boolean;
  userId: string;
  channelId: string | null;
}
