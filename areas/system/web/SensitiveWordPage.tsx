import { useState } from 'react';
import { Button } from 'antd';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { ResourceList } from '@coach/web/kit/resource/index.ts';
import { SensitiveCheckTool } from './SensitiveCheckTool';

/**
 * 敏感词管理: the word list (with 导入, 下载导入模板 and 导出 from its definition) and a
 * 检测文本 tool that checks a text against the list.
 */
const def = resourcesByName.sensitiveWord;

export default function SensitiveWordPage() {
  const [checking, setChecking] = useState(false);
  return (
    <>
      <ResourceList
        def={def}
        toolbar={() => (
          <Button icon={<FileSearchOutlined />} onClick={() => setChecking(true)}>
            检测文本
          </Button>
        )}
      />
      <SensitiveCheckTool open={checking} onClose={() => setChecking(false)} />
    </>
  );
}
