import { pinyin } from 'pinyin-pro';

/**
 * The pinyin of every menu title, worked out when the console is built (issue 40.3): the page
 * palette finds 学员查询 by `xycx` or `xueyuan` without shipping a pinyin dictionary to the
 * browser. pinyin-pro reads each title in context (重置 → chongzhi); a character with other
 * readings adds their initials as further spellings (重 → z or c), so a user typing the
 * reading they know still finds the page.
 */
const VIRTUAL_ID = 'virtual:page-pinyin';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const MAX_SPELLINGS = 8;

const isHan = (ch) => /\p{Script=Han}/u.test(ch);

/** `{ initials: ['xycx'], full: 'xueyuanchaxun' }` of one title (letters and digits kept, lower case). */
export function pinyinOf(title) {
  const chars = [...title].filter((ch) => isHan(ch) || /[a-z0-9]/i.test(ch));
  const inContext = pinyin(chars.join(''), { toneType: 'none', type: 'array' });
  const contextual = inContext
    .map((syllable) => syllable[0])
    .join('')
    .toLowerCase();
  let spellings = [''];
  for (const ch of chars) {
    const readings = isHan(ch)
      ? [...new Set(pinyin(ch, { multiple: true, pattern: 'first', toneType: 'none', type: 'array' }))]
      : [ch.toLowerCase()];
    spellings = spellings.flatMap((s) => readings.map((r) => s + r.toLowerCase())).slice(0, MAX_SPELLINGS);
  }
  return {
    initials: [...new Set([contextual, ...spellings])],
    full: inContext.join('').toLowerCase(),
  };
}

/** The Vite plugin: `import PINYIN from 'virtual:page-pinyin'` gives `{ [title]: { initials, full } }`. */
export function pagePinyinPlugin(titles) {
  return {
    name: 'page-pinyin',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const table = Object.fromEntries([...new Set(await titles())].map((title) => [title, pinyinOf(title)]));
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
