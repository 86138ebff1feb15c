import { resourcesByName } from '@coach/domain/resources/index.ts';
import { ResourceList } from '@coach/web/kit/resource/index.ts';

/** 版本管理: app and mini-program versions, 发布/撤回 (release time stamped by the server). */
export default function VersionPage() {
  return <ResourceList def={resourcesByName.version} />;
}
