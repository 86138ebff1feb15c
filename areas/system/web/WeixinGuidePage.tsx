import type { ReactNode } from 'react';
import { Alert, Card, Steps, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { miniProgramSettings, officialAccountSettings, paySettings } from '../domain';
import { post } from '@coach/web/platform/http.ts';

/**
 * 配置指引: how a school connects its WeChat mini program, service account and WeChat Pay,
 * in the order that works (payment needs the mini program's AppID), with each step's
 * status and a link to the page that stores it. Static text apart from the status tags.
 */
const { Paragraph, Text } = Typography;

interface SettingStatus {
  key: string;
  configured: boolean;
}

function useConfigured() {
  const { data } = useQuery({
    queryKey: ['settings', 'status'],
    queryFn: async () => {
      // Optional decoration: a user without this call simply sees no status tags.
      const response = await post<SettingStatus[]>(
        '/bbxc/tenant/inner/common/v1/getTenantSetting',
        {},
        { quiet: true },
      );
      return response.status ? response.result : [];
    },
  });
  return (key: string): ReactNode => {
    const found = data?.find((s) => s.key === key);
    if (!found) return null;
    return found.configured ? <Tag color="success">已配置</Tag> : <Tag>未配置</Tag>;
  };
}

const list = (items: ReactNode[]) => (
  <ol style={{ paddingLeft: 20, margin: '8px 0' }}>
    {items.map((item, i) => (
      <li key={i} style={{ marginBottom: 6 }}>
        {item}
      </li>
    ))}
  </ol>
);

export default function WeixinGuidePage() {
  const status = useConfigured();
  const steps = [
    {
      title: '准备工作',
      content: list([
        <>已完成微信认证的学员端小程序（个人主体的小程序无法开通支付）。</>,
        <>已完成微信认证的服务号（订阅号不支持网页授权和模板消息）。</>,
        <>已开通的微信支付商户号，且商户主体与小程序主体一致。</>,
        <>在本系统中拥有「系统管理 &gt; 微信配置」各页面的操作权限，以及公众平台、商户平台的管理员微信。</>,
      ]),
    },
    {
      title: <>绑定小程序 {status(miniProgramSettings.key)}</>,
      content: (
        <>
          {list([
            <>
              登录 <Text code>mp.weixin.qq.com</Text>（小程序账号），进入「开发管理 &gt; 开发设置」。
            </>,
            <>
              复制 <Text strong>AppID（小程序ID）</Text>；生成 <Text strong>AppSecret</Text> 并立即保存。若重置
              AppSecret，旧密钥会立刻失效，需要同步回本系统。
            </>,
            <>
              在「设置 &gt; 基本设置」中找到 <Text strong>原始ID</Text>（gh_ 开头）。
            </>,
            <>在「开发管理 &gt; 开发设置 &gt; 服务器域名」中，把本系统的访问域名加入 request 合法域名。</>,
            <>
              打开 <Link to={miniProgramSettings.route}>小程序绑定</Link>，填写名称、AppID、AppSecret 和原始ID 后保存。
            </>,
          ])}
        </>
      ),
    },
    {
      title: <>绑定公众号 {status(officialAccountSettings.key)}</>,
      content: list([
        <>
          登录 <Text code>mp.weixin.qq.com</Text>（服务号），进入「设置与开发 &gt; 基本配置」，复制 AppID，生成并保存
          AppSecret。
        </>,
        <>在「IP白名单」中加入本系统服务器的出口 IP，否则获取 access_token 会失败。</>,
        <>
          在「服务器配置」中填写 Token（3-32位字母或数字）并随机生成
          EncodingAESKey（43位），消息加解密方式建议选择「安全模式」。
        </>,
        <>
          在「设置与开发 &gt; 公众号设置 &gt; 功能设置」中，把本系统域名设为「网页授权域名」，员工扫码绑定微信时需要它。
        </>,
        <>
          打开 <Link to={officialAccountSettings.route}>公众号绑定</Link>，填写以上信息并上传公众号二维码后保存，Token
          与 EncodingAESKey 必须与公众平台保持一致。
        </>,
      ]),
    },
    {
      title: <>配置微信支付 {status(paySettings.key)}</>,
      content: list([
        <>
          登录 <Text code>pay.weixin.qq.com</Text>，在「产品中心 &gt; AppID账号管理」中关联第 2 步的小程序
          AppID，并在小程序后台确认授权。
        </>,
        <>
          在「账户中心 &gt; API安全」中设置 <Text strong>APIv3密钥</Text>（32位字母和数字，需自行生成并妥善保管）。
        </>,
        <>
          在同一页面申请 API 证书，记下 <Text strong>证书序列号</Text>，并用文本编辑器打开{' '}
          <Text code>apiclient_key.pem</Text> 复制全部内容作为商户私钥。
        </>,
        <>
          打开 <Link to={paySettings.route}>支付配置</Link>
          ，填写商户号、商户名称、APIv3密钥、证书序列号和商户私钥；确认无误后再打开「启用在线支付」，需要分期付款时一并开启。
        </>,
      ]),
    },
    {
      title: '核对与常见问题',
      content: list([
        <>密钥类信息保存后只显示后 4 位。修改其他项时无需重新输入密钥；需要更换密钥时点击输入框旁的「修改」。</>,
        <>在公众平台或商户平台重置过密钥、更换过证书后，请立即回到对应页面更新，否则登录、消息推送或支付会失败。</>,
        <>学员支付时提示「商户号与AppID不匹配」：检查第 4 步的 AppID 关联是否已在小程序后台确认。</>,
        <>员工绑定微信时提示「redirect_uri 域名不一致」：检查第 3 步的网页授权域名。</>,
      ]),
    },
  ];

  return (
    <Card title="微信配置指引">
      <Alert
        type="info"
        showIcon
        title="按以下顺序完成配置：先绑定小程序和公众号，再配置微信支付（支付需要关联小程序的 AppID）。"
        style={{ marginBottom: 24 }}
      />
      <Paragraph type="secondary">
        本页说明在微信公众平台和微信支付商户平台中需要准备的信息，以及填写到本系统的位置。各步骤标题旁显示当前机构的配置状态。
      </Paragraph>
      <Steps
        orientation="vertical"
        current={-1}
        items={steps.map((s) => ({
          title: s.title,
          content: <div style={{ paddingBottom: 16 }}>{s.content}</div>, // the theme's text colour
          status: 'process' as const,
        }))}
      />
    </Card>
  );
}
