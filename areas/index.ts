import type { AreaDef } from '@coach/domain/areas/defineArea.ts';
import { operate } from './operate/area';
import { marketing } from './marketing/area';
import { timedClass } from './timedClass/area';
import { contents } from './contents/area';
import { channel } from './channel/area';
import { school } from './school/area';
import { system } from './system/area';
import { timing } from './timing/area';
import { orders } from './orders/area';
import { financial } from './financial/area';
import { teaching } from './teaching/area';
import { homes } from './homes/area';
import { statistics } from './statistics/area';
import { bi } from './bi/area';

/**
 * The business areas, one folder each. The only list of them: the domain's catalogue, the
 * server (areas/<name>/server) and the web (areas/<name>/web) derive everything from it, and
 * areas.test.ts checks that every folder with an area.ts is named here.
 */
export const AREAS: readonly AreaDef[] = [
  operate,
  marketing,
  timedClass,
  contents,
  channel,
  school,
  system,
  timing,
  orders,
  financial,
  teaching,
  homes,
  statistics,
  bi,
];
