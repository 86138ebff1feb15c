/** Built by scripts/pagePinyin.mjs when the console is built: the pinyin of every menu title. */
declare module 'virtual:page-pinyin' {
  const table: Readonly<Record<string, { initials: readonly string[]; full: string }>>;
  export default table;
}
