import { resourcesByName } from '@coach/domain/resources/index.ts';
import { ResourceList } from '@coach/web/kit/resource/index.ts';
import { usePasswordActions } from '@coach/web/kit/password/usePasswordActions.tsx';

/**
 * 第三方用户: accounts of partner systems calling the open interfaces. Same password care
 * as operation accounts: shown once on 新增, 重置密码 issues a new one.
 */
const def = resourcesByName.thirdUser;

export default function ThirdUserPage() {
  const passwords = usePasswordActions(def, '/user/inner/sysThirdUser/v1/resetInitPassword');
  return (
    <>
      <ResourceList
        def={def}
        formExtras={{ onSaved: passwords.onSaved }}
        toolbar={({ selected }) => passwords.toolbar(selected)}
        rowActions={passwords.rowButton}
      />
      {passwords.dialog}
    </>
  );
}
