import { Result } from 'antd';
import { useSession } from '../platform/session';

/**
 * `/welcome/welcomeIndex` (spec §2, the root's welcomePage child): where a user lands who
 * may see no page yet, e.g. an account whose role has no menu granted.
 */
export default function WelcomePage() {
  const { profile } = useSession();
  return (
    <Result
      status="success"
      title="欢迎使用驾培运营管理后台"
      subTitle={
        profile
          ? `${profile.user.name}，您好！${profile.user.tenantName ? `当前机构：${profile.user.tenantName}。` : ''}如需更多功能，请联系管理员分配权限。`
          : '如需更多功能，请联系管理员分配权限。'
      }
    />
  );
}
