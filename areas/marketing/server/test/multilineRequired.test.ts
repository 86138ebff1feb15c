import { sql } from 'drizzle-orm';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';

const common = '/api/bbxc/tenant/inner/common/v1';

// Issue 50.7: 常见问题's 解答 (a textarea) stored "   ", and a rich text of empty paragraphs
// passed 必填: multi-line and rich text are judged as a single-line field is after its trim.
describe('required multi-line and rich text refuse spaces only and empty paragraphs', () => {
  it('常见问题.解答 of spaces or line breaks answers 解答：该输入项为必填项! and stores nothing', async ({
    app,
    admin,
  }) => {
    const count = async () =>
      Number(
        (
          await app.services.database.rows<{ n: string }>(
            sql`SELECT count(*) AS n FROM bbxc_common_problem WHERE question = '怎么约车'`,
          )
        )[0].n,
      );
    for (const answer of ['   ', '\n\u3000\n', '']) {
      const res = await admin.post(`${common}/saveCommonProblem`, { question: '怎么约车', answer });
      expect(res.body, JSON.stringify(answer)).toMatchObject({ status: false, message: '解答：该输入项为必填项!' });
    }
    expect(await count()).toBe(0);
    const saved = await admin.post(`${common}/saveCommonProblem`, { question: '怎么约车', answer: '  在小程序预约\n' });
    expect(saved.body.status).toBe(true);
    // A real answer keeps its lines and indents as typed.
    const [row] = await app.services.database.rows<{ answer: string }>(
      sql`SELECT answer FROM bbxc_common_problem WHERE question = '怎么约车'`,
    );
    expect(row.answer).toBe('  在小程序预约\n');
  });

  it('关于我们.内容 of <p> </p> or an emptied editor answers 内容：该输入项为必填项!; a picture alone is content', async ({
    admin,
  }) => {
    for (const content of ['<p> </p>', '<p>&nbsp;</p>', '<p><br></p>', '<p></p>']) {
      const res = await admin.post(`${common}/saveAboutUs`, { title: '驾校简介', content });
      expect(res.body, content).toMatchObject({ status: false, message: '内容：该输入项为必填项!' });
    }
    const res = await admin.post(`${common}/saveAboutUs`, { title: '驾校风采', content: '<p><img data-key="k1"></p>' });
    expect(res.body.status).toBe(true);
  });
});
