import type { FastifyInstance } from 'fastify';
import { resourcesByName } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { hashPassword } from '@coach/server/platform/auth/password.ts';
import { resourceHooks } from '@coach/server/engine/index.ts';
import { initialPassword } from '@coach/server/platform/auth/initialPassword.ts';
import { resetInitPasswordRoute } from './passwordReset';

const def = resourcesByName.thirdUser;

export const thirdUserHooks = resourceHooks({
  thirdUser: {
    async beforeSave({ values, creating, scratch }) {
      if (!creating) return;
      scratch.password = initialPassword(12);
      values.$password_hash = await hashPassword(scratch.password as string);
    },
    async afterSave({ creating, scratch }) {
      if (creating) return { initialPassword: scratch.password };
    },
  },
});

/** Third-party system accounts: the engine plus their generated credentials. */
export function thirdUserFeature(app: FastifyInstance, services: Services) {
  resetInitPasswordRoute(app, services, { path: '/api/user/inner/sysThirdUser/v1/resetInitPassword', def, length: 12 });
}
