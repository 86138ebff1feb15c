import { Validator } from '@seriousme/openapi-schema-validator';
import { CALLS, RESOURCES } from '@coach/domain';
import { describe, expect, test as it } from '../../../test/fixtures';
import { API_DOCS_CALL } from './apiDocs';

type Operation = {
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };
const pathOf = (call: string) => call.replace(/:(\w+)/g, '{$1}');

// Issue 54.4: the calls described in OpenAPI 3.1 from the definitions that serve them, for the
// administrator only (the answers against it: apiDocsAnswers.test.ts).
describe('API description (OpenAPI 3.1)', () => {
  it('describes every call, valid by the OpenAPI 3.1 schema, to the administrator only', async ({
    admin,
    operator,
  }) => {
    const answer = await admin.get(API_DOCS_CALL);
    expect(answer.http).toBe(200);
    const doc = answer.body as unknown as Doc;
    expect(doc.openapi).toBe('3.1.0');
    // Checked by OpenAPI 3.1's own JSON Schema (the OpenAPI Initiative's, with its dialect).
    const checked = await new Validator().validate(doc as never);
    expect(checked.errors ?? [], 'valid OpenAPI 3.1').toEqual([]);
    expect(checked.valid).toBe(true);
    expect((await new Validator().validate({ openapi: '3.1.0', info: {}, paths: {} } as never)).valid).toBe(false);
    const missing = CALLS.filter(
      (c) => c.path !== API_DOCS_CALL && !doc.paths[pathOf(c.path)]?.[c.method.toLowerCase()],
    ).map((c) => c.path);
    expect(missing).toEqual([]);
    // Named in Chinese as the role tree names them, grouped by menu group.
    const list = doc.paths[pathOf(RESOURCES.find((r) => r.api.list && !r.pathParam)!.api.list!)].post;
    expect(list.summary).toMatch(/[\u4e00-\u9fa5]/);
    expect(list.tags?.[0]).toMatch(/[\u4e00-\u9fa5]/);
    expect(list.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { pageNum: expect.any(Object), pageSize: expect.any(Object) },
    });
    const refused = await operator.get(API_DOCS_CALL);
    expect(refused.body.status).toBe(false);
  });
});
