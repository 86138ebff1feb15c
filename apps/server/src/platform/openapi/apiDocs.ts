import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { CALLS, groupOf, isPassCall, nodeTitle, routeByPath, type CallDef } from '@coach/domain';
import { callTitles } from '../permission/resourceCatalog';
import { callDoc } from './resourceDocs';
import type { JsonSchema } from './fieldSchema';

/** The API description (OpenAPI 3.1), for those who may open 系统监控 (the administrator). */
export const API_DOCS_CALL = '/api/docs';

/** The envelope every JSON call answers with, around its own `result`. */
export function envelope(result: JsonSchema = {}): JsonSchema {
  return {
    type: 'object',
    required: ['status', 'code', 'message', 'result'],
    properties: {
      status: { type: 'boolean', description: 'true 成功；false 时 message 说明原因' },
      code: { type: 'string', description: "'200' 成功；其余为错误码（'000002' 登录已失效 …）" },
      message: { type: ['string', 'null'] },
      result: { anyOf: [result, { type: 'null' }] },
    },
  };
}

/** The menu group a call's first page sits in (订单管理, 系统管理 …): the operation's tag. */
function tagOf(call: CallDef | undefined): string {
  const page = call?.pages.find((p) => routeByPath(p));
  return page ? nodeTitle(groupOf(page)) || '其他' : '公共接口';
}

/**
 * @fastify/swagger collects every route as it is registered (so it goes before the calls),
 * and its `transform` lends each call what the routes do not carry as Fastify schemas: the
 * engine checks bodies with zod from the definitions, so the body and result schemas come
 * from those definitions (resourceDocs.ts) and the names from the call catalogue. Nothing
 * here validates a request: the description is only read.
 */
export async function registerApiDocs(app: FastifyInstance) {
  const calls = new Map(CALLS.map((c) => [c.path, c]));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '驾培运营管理后台 API',
        version: '1',
        description:
          '每个调用回答信封 {status, code, message, result}。登录（login.pass）得到 ctl-token，其余调用在请求头 ctl-token 中带上它。',
      },
      components: {
        securitySchemes: { ctlToken: { type: 'apiKey', in: 'header', name: 'ctl-token' } },
      },
      security: [{ ctlToken: [] }],
    },
    hideUntagged: true,
    transform: ({ schema, url, route }) => {
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
      if (!url.startsWith('/api/') || method === 'HEAD' || url === API_DOCS_CALL)
        return { schema: { ...schema, hide: true }, url };
      const names = callTitles();
      const call = calls.get(url);
      const doc = callDoc(url);
      const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const described: Record<string, unknown> = {
        summary: names.get(url) ?? call?.purpose ?? url,
        ...(call ? { description: call.purpose.replace(/^\[decided\]\s*/, '') } : {}),
        tags: [tagOf(call)],
        ...(params.length
          ? {
              params: {
                type: 'object',
                properties: Object.fromEntries(params.map((p) => [p, { type: 'string' }])),
                required: params,
              },
            }
          : {}),
        ...(isPassCall(url) ? { security: [] } : {}),
        response: doc?.file
          ? {
              200: {
                description: `文件（${doc.file}）；出错时为信封`,
                content: {
                  'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
                  'application/json': { schema: envelope() },
                },
              },
            }
          : { 200: { description: '信封', ...envelope(doc?.result) } },
      };
      if (doc?.body && method === 'POST') described.body = doc.body;
      if (method === 'GET' && doc?.body) described.querystring = doc.body;
      return { schema: described as typeof schema, url };
    },
  });
}

/** The description itself, made once on first read (the routes do not change once started). */
export function apiDocsFeature(app: FastifyInstance) {
  let made: unknown;
  app.get(API_DOCS_CALL, async (_request, reply) => {
    made ??= app.swagger();
    return reply.type('application/json; charset=utf-8').send(made);
  });
}
