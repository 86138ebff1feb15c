import { resourcesByName } from '@coach/domain';
import { cleanFileName } from '../../src/platform/files/fileTypes';
import { typedText } from '../../src/platform/validate';
import { describe, expect, test as it } from '../fixtures';

const { sensitiveWord } = resourcesByName;
// Embeddings, overrides (U+202A–202E) and isolates (U+2066–2069): each makes text read otherwise.
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('bidirectional control characters', () => {
  it('are taken out of a single-line text before it is checked and stored', async ({ admin }) => {
    const saved = await admin.call(sensitiveWord, 'create', { word: `代${BIDI.join('')}考`, category: 3 });
    expect(saved.body.status).toBe(true);
    const found = (await admin.call(sensitiveWord, 'list', { word: '代考' })).body.result.list;
    expect(found.map((r: { word: string }) => r.word)).toEqual(['代考']);
    // A text of nothing but them is an empty one: the required field says so.
    const empty = await admin.call(sensitiveWord, 'create', { word: '\u202e\u2066', category: 3 });
    expect(empty.body).toMatchObject({ status: false });
    expect(empty.body.message).toContain('敏感词');
  });

  it('are taken out of file names and of the calls’ own typed texts', () => {
    expect(cleanFileName('C:\\fakepath\\invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName(`合同${BIDI.join('')}.pdf`)).toBe('合同.pdf');
    expect(typedText('名称', 10).parse('东\u2067城\u2069驾校')).toBe('东城驾校');
  });
});
