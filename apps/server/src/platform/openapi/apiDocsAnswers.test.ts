import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { RESOURCES } from '@coach/domain';
import { describe, expect, withStudents } from '../../../test/fixtures';
import { API_DOCS_CALL } from './apiDocs';

const it = withStudents();
const pathOf = (call: string) => call.replace(/:(\w+)/g, '{$1}');
type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
};

// Issue 54.4: on the whole demo (hundreds of rows of every kind), every list answers as the API
// description says: the envelope, the paging, and each row's fields of their described types.
describe('API description against the answers', () => {
  it('every resource list answers as its description says', async ({ admin }) => {
    const doc = (await admin.get(API_DOCS_CALL)).body as unknown as Doc;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const lists = RESOURCES.filter((r) => r.api.list && !r.pathParam && !r.ownRoutes);
    expect(lists.length).toBeGreaterThan(100);
    const broken: string[] = [];
    let rows = 0;
    let filled = 0;
    const refusedLists: string[] = [];
    for (const def of lists) {
      const schema = doc.paths[pathOf(def.api.list!)]?.post?.responses['200'].content?.['application/json'].schema;
      if (!schema) {
        broken.push(`${def.name}: undescribed`);
        continue;
      }
      const body = (await admin.post(def.api.list!, { pageNum: 1, pageSize: 5 })).body;
      if (!body.status) {
        refusedLists.push(`${def.name}: ${body.message}`);
        continue; // a list that needs a filter of its own (a parent id) answers why
      }
      if (body.result.list.length) filled++;
      rows += body.result.list.length;
      if (!ajv.validate(schema, body)) broken.push(`${def.name}: ${ajv.errorsText(ajv.errors?.slice(0, 2))}`);
    }
    expect(broken).toEqual([]);
    expect(refusedLists).toEqual([]);
    // The demo's students, orders, bookings and hours fill a score of them with rows of every kind.
    expect(filled).toBeGreaterThanOrEqual(15);
    expect(rows).toBeGreaterThan(50);
  }, 120_000);
});
