import { Typography } from 'antd';
import { Link } from 'react-router';
import { PublicFrame } from './PublicFrame';

/**
 * /resources (公共资源): public, no token. The spec names the route but not its content; it
 * explains where the console's shared resources are and how to sign in.
 */
export default function ResourcesPage() {
  return (
    <PublicFrame title="公共资源">
      <Typography.Paragraph>
        本页面无需登录即可访问。业务资料（招生海报、素材、资讯等）需登录后在对应菜单中查看和下载。
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        <Link to="/login">前往登录</Link>
      </Typography.Paragraph>
    </PublicFrame>
  );
}
