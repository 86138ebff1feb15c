import { z } from 'zod';

/**
 * The environment variables checked by zod, each declared once with its meaning (used for the
 * docs): a bad value is refused at start with one line naming the variable, the value and what
 * it takes, instead of becoming NaN, a random port or a silently ignored switch.
 * Issue 54 item 2, first slice: PORT, HOST, LOG_LEVEL and the on/off switches; the other
 * variables are still read by the helpers in config.ts.
 */
const switchWords = ['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'] as const;

/** on/off/true/false/1/0/yes/no in any case read alike; unset or empty is the default. */
function onOff(fallback: boolean) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const word = value?.trim().toLowerCase();
      if (!word) return fallback;
      if (!(switchWords as readonly string[]).includes(word)) {
        ctx.addIssue({ code: 'custom', message: 'on、off、true、false、1 或 0（不区分大小写）' });
        return z.NEVER;
      }
      return ['on', 'true', '1', 'yes'].includes(word);
    });
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const envSchema = z.object({
  PORT: z
    .string()
    .optional()
    .transform((value, ctx) => {
      // Empty means the default: Number('') is 0, which would listen on a random port.
      if (value === undefined || value.trim() === '') return 8080;
      const port = Number(value);
      if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65535) {
        ctx.addIssue({ code: 'custom', message: '1 到 65535 之间的整数' });
        return z.NEVER;
      }
      return port;
    })
    .describe('监听端口（1–65535），默认 8080'),
  HOST: z
    .string()
    .optional()
    .transform((value) => value?.trim() || '0.0.0.0')
    .describe('监听地址，默认 0.0.0.0'),
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const level = value?.trim().toLowerCase();
      if (!level) return undefined;
      if (!(logLevels as readonly string[]).includes(level)) {
        ctx.addIssue({ code: 'custom', message: logLevels.join('、') + ' 之一' });
        return z.NEVER;
      }
      return level;
    })
    .describe('日志级别：fatal/error/warn/info/debug/trace/silent；默认生产 info，其它 warn'),
  COACH_CAPTCHA: onOff(true).describe('登录图形验证码；off 仅用于测试与本地演示（生产环境拒绝）'),
  COACH_SEED_DEMO: onOff(true).describe('空数据库首次启动时写入演示数据'),
  COACH_DEMO_TEMPLATE: onOff(true).describe('PGlite 首次启动复制构建好的演示数据目录'),
  COACH_PGLITE_THREAD: onOff(true).describe('PGlite 在独立线程运行'),
  COACH_AUDIT_RETENTION_DAYS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return 180;
      const days = Number(value);
      if (!/^\d+$/.test(value.trim()) || days < 1 || days > 36500) {
        ctx.addIssue({ code: 'custom', message: '1 到 36500 之间的整数（天）' });
        return z.NEVER;
      }
      return days;
    })
    .describe('操作日志与登录日志保留的天数（过期的整月分区每天删除一次），默认 180'),
});

export type CheckedEnv = z.output<typeof envSchema>;

/** The first problem as one line: `PORT=abc 无效：应为 1 到 65535 之间的整数`. */
export function checkEnv(env: NodeJS.ProcessEnv): { ok: true; value: CheckedEnv } | { ok: false; line: string } {
  const result = envSchema.safeParse(env);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const name = String(issue.path[0]);
  return { ok: false, line: `${name}=${env[name] ?? ''} 无效：应为 ${issue.message}` };
}
