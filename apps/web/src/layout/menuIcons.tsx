import type { ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import PayCircleOutlined from '@ant-design/icons/PayCircleOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import WechatOutlined from '@ant-design/icons/WechatOutlined';

/**
 * An icon for each side-menu entry, chosen by what its title is about: the collapsed menu
 * shows only icons, and entries without one showed a bare first letter. The first rule whose
 * words the title holds wins; the order puts specific words (订单, 统计) before general ones.
 */
const RULES: [RegExp, ReactNode][] = [
  [/首页|工作台/, <HomeOutlined />],
  [/消息|公告|通知/, <BellOutlined />],
  [/订单|结算单/, <ProfileOutlined />],
  [/账单|钱包|提现|退费|退款|开票|银行卡|价格|费用|扣费|缴费|支付/, <WalletOutlined />],
  [/统计|报表|分析|概况|分布|漏斗|目标|明细|质量/, <BarChartOutlined />],
  [/考试/, <FormOutlined />],
  [/课程|课件|培训|教育/, <ReadOutlined />],
  [/学时|计时|课时/, <ClockCircleOutlined />],
  [/排班|训练记录/, <CalendarOutlined />],
  [/优惠券|活动|秒杀|拼团|砍价|转盘/, <GiftOutlined />],
  [/广告|海报|素材|名片/, <PictureOutlined />],
  [/分享/, <ShareAltOutlined />],
  [/评价|反馈|满意度/, <LikeOutlined />],
  [/渠道/, <ApartmentOutlined />],
  [/微信|小程序|公众号|商桥/, <WechatOutlined />],
  [/车|驾驶|运输|押运|装卸|网约|出租|客运|货运/, <CarOutlined />],
  [/教练|员工/, <IdcardOutlined />],
  [/学员|客户|会员|用户|班型/, <TeamOutlined />],
  [/驾校|门店|训练场/, <ShopOutlined />],
  [/账号|角色|权限|敏感词/, <SafetyCertificateOutlined />],
  [/资讯|协议|指南|流程|问题|关于|日志|版本|字典/, <FileTextOutlined />],
  [/设置|配置|指引/, <SettingOutlined />],
  [/监控/, <DashboardOutlined />],
  [/产品|增值/, <PayCircleOutlined />],
  [/主页|信息/, <UserOutlined />],
  [/说明/, <BookOutlined />],
];

export function menuIconOf(title: string): ReactNode {
  return RULES.find(([words]) => words.test(title))?.[1] ?? <AppstoreOutlined />;
}

/** Whether a title falls back to the generic icon (kept rare by a test). */
export function hasOwnIcon(title: string): boolean {
  return RULES.some(([words]) => words.test(title));
}
