import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '../../engine/tableFromDef';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/** 预报名订单: deposits held before enrolling (derived from the definition). */
export const preregisterTable = tableFromDef(def('preregisterOrder'));
