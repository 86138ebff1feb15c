import type { ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';

/** 查询 (the form's submit) and 重置 of a list's or a report's search form, then the form's own buttons. */
export function SearchButtons({ onReset, children }: { onReset: () => void; children?: ReactNode }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          查询
        </Button>
        <Button icon={<ReloadOutlined />} onClick={onReset}>
          重置
        </Button>
        {children}
      </Space>
    </Form.Item>
  );
}
