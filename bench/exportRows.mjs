// The rows both sides of the export benchmark write: a student list of realistic shape
// (ids, Chinese names, money as yuan strings, Unix-second times, an enum).
export const EXPORT_COLUMNS = [
  { header: '编号', key: 'id' },
  { header: '学员姓名', key: 'name' },
  { header: '手机号', key: 'mobile' },
  { header: '报名费(元)', key: 'amount', kind: 'money' },
  { header: '课时', key: 'hours', kind: 'number' },
  { header: '报名时间', key: 'createTime', kind: 'datetime' },
  {
    header: '状态',
    key: 'status',
    kind: 'enum',
    options: [
      { value: 1, label: '已报名' },
      { value: 2, label: '学习中' },
      { value: 3, label: '已结业' },
    ],
  },
  { header: '备注', key: 'remark' },
];

const SURNAMES = '王李张刘陈杨赵黄周吴';
const START = 1767196800; // 2026-01-01 00:00 Shanghai

/** Rows generated on demand, so the source itself holds nothing. */
export async function* exportRows(count) {
  for (let i = 1; i <= count; i++) {
    yield {
      id: String(1_000_000 + i),
      name: `${SURNAMES[i % 10]}学员${i}`,
      mobile: `138${String(i).padStart(8, '0')}`,
      amount: `${3000 + (i % 500)}.${String(i % 100).padStart(2, '0')}`,
      hours: i % 60,
      createTime: START + i * 37,
      status: (i % 3) + 1,
      remark: i % 7 === 0 ? '周末班，需要接送' : '',
    };
  }
}
