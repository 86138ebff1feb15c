import { afterAll, describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import { join } from 'node:path';
import { noAreaInternals } from './noAreaInternals.mjs';

// The house rule of issue 39.4, on files placed where the areas live.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const at = (path: string) => join(__dirname, '..', '..', path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('no-area-internals', noAreaInternals, {
  valid: [
    { code: "import { x } from './orgRefs';", filename: at('apps/server/src/features/school/coachFeature.ts') },
    { code: "import { schoolOf } from '../school';", filename: at('apps/server/src/features/analytics/objectives.ts') },
    {
      code: "import { schoolOf } from '../school/index';",
      filename: at('apps/server/src/features/analytics/objectives.ts'),
    },
    {
      code: "import { rowsOf } from '../../engine';",
      filename: at('apps/server/src/features/analytics/objectives.ts'),
    },
    { code: "import { x } from '../sub/y';", filename: at('apps/server/src/features/timing/parts/a.ts') },
    { code: "import { x } from '../features/order/enrolOrder';", filename: at('apps/server/src/app/wiring.ts') },
    // areas/: inside one area anything; another area through its public files only.
    {
      code: "import { x } from '../../domain/money/order';",
      filename: at('areas/operate/server/money/orderFeature.ts'),
    },
    { code: "import { x } from '@coach/areas/operate/domain/index.ts';", filename: at('areas/school/server/a.ts') },
    { code: "import { operate } from '../operate/area';", filename: at('areas/school/area.ts') },
    {
      code: "import { x } from '@coach/areas/operate/domain/index.ts';",
      filename: at('apps/server/src/features/analytics/objectives.ts'),
    },
  ],
  invalid: [
    {
      code: "import { x } from '@coach/areas/operate/server/money/walletLedger.ts';",
      filename: at('areas/school/server/a.ts'),
      errors: [{ messageId: 'internals' }],
    },
    {
      code: "import { x } from '../../operate/domain/money/options';",
      filename: at('areas/school/domain/b.ts'),
      errors: [{ messageId: 'internals' }],
    },
    {
      code: "import { x } from '@coach/areas/operate/server/money/bookingService.ts';",
      filename: at('apps/server/src/features/analytics/objectives.ts'),
      errors: [{ messageId: 'internals' }],
    },
    {
      code: "import { liveRefOf } from '../school/orgRefs';",
      filename: at('apps/server/src/features/analytics/potentialCustomers.ts'),
      errors: [{ messageId: 'internals' }],
    },
    {
      code: "export { x } from '../order/enrolOrder';",
      filename: at('apps/server/src/features/analytics/index.ts'),
      errors: [{ messageId: 'internals' }],
    },
    {
      code: "const page = import('../system/AccountPage');",
      filename: at('apps/web/src/features/marketing/pages.ts'),
      errors: [{ messageId: 'internals' }],
    },
    {
      code: "import { PasswordDialog } from '../../system/PasswordDialog';",
      filename: at('apps/web/src/features/marketing/parts/ChannelPages.tsx'),
      errors: [{ messageId: 'internals' }],
    },
  ],
});
