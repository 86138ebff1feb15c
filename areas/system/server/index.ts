import { defineServerArea } from '@coach/server/engine/index.ts';
import { system } from '../area';
import { roleFeature, roleHooks } from './roleFeature';
import { accountFeature, accountHooks } from './accountFeature';
import { thirdUserFeature, thirdUserHooks } from './thirdUserFeature';
import { plainSystemResources } from './plainResources';
import { logAndDictionaryHooks } from './logAndDictionary';
import { monitorFeature } from './monitor';
import { onlineUserFeature } from './onlineUserFeature';
import { auditRetentionFeature } from './auditRetention';

/**
 * 系统管理's server (/systems): its hooks by definition name and its calls (role trees, account
 * and third-party user passwords, the sensitive-word check). The dictionary cache, the region
 * tree, the import templates and the settings forms' calls are the platform's (features/system,
 * features/tenant), which every area uses.
 */
export default defineServerArea({
  area: system,
  resourceHooks: [roleHooks, accountHooks, thirdUserHooks, logAndDictionaryHooks],
  features: [
    roleFeature,
    accountFeature,
    thirdUserFeature,
    plainSystemResources,
    monitorFeature,
    onlineUserFeature,
    auditRetentionFeature,
  ],
});
