/**
 * Demo question bank: situations a driver meets, each asked eight ways (three single-choice
 * stems, two true/false statements, two multiple-choice stems, one sign question), so every
 * question of a category and subject is different. Pure data, no I/O.
 */
type Situation = { scene: string; right: string[]; wrong: string[] };

const ROAD: Situation[] = [
  {
    scene: '通过没有信号灯的人行横道',
    right: ['减速慢行，停车让行人先通过', '注意观察两侧行人动态'],
    wrong: ['鸣喇叭催促行人', '加速抢在行人之前通过'],
  },
  {
    scene: '在高速公路上行驶',
    right: ['按规定车道和车速行驶', '与前车保持足够安全距离'],
    wrong: ['在应急车道上超车', '错过出口时倒车返回'],
  },
  {
    scene: '夜间与对向来车会车',
    right: ['在距对向来车150米以外改用近光灯', '适当减速靠右侧通行'],
    wrong: ['持续使用远光灯', '向对向车辆闪灯示威'],
  },
  {
    scene: '雨天在城市道路行驶',
    right: ['降低车速并加大跟车距离', '开启近光灯和示廓灯'],
    wrong: ['紧急制动避让积水', '高速通过积水路段'],
  },
  {
    scene: '通过铁路道口',
    right: ['一停二看三通过', '听从道口管理人员指挥'],
    wrong: ['在道口内停车等候', '与栏杆抢行'],
  },
  {
    scene: '在山区下长坡',
    right: ['提前减挡利用发动机制动', '控制车速不超过限速'],
    wrong: ['空挡滑行', '长时间持续踩制动踏板'],
  },
  {
    scene: '进入环形路口',
    right: ['让已在路口内的车辆先行', '开启右转向灯驶出路口'],
    wrong: ['逆时针方向绕行', '在路口内随意变更车道'],
  },
  {
    scene: '遇到校车停车上下学生',
    right: ['在校车后方停车等待', '不得超越停靠的校车'],
    wrong: ['从校车左侧加速超越', '连续鸣喇叭催促'],
  },
  {
    scene: '在大雾天气行驶',
    right: ['开启雾灯和危险报警闪光灯', '降低车速，必要时选择安全地点停车'],
    wrong: ['开启远光灯提高视线', '紧跟前车尾灯行驶'],
  },
  {
    scene: '车辆在道路上发生故障',
    right: ['开启危险报警闪光灯', '在车后规定距离设置警告标志'],
    wrong: ['人员留在车内等待救援', '在行车道内随意修车'],
  },
  {
    scene: '在城市道路超车',
    right: ['从前车左侧超越', '开启左转向灯并观察后方'],
    wrong: ['从右侧超越前车', '在交叉路口内超车'],
  },
  {
    scene: '倒车时',
    right: ['先下车观察周围情况', '缓慢倒车并随时准备停车'],
    wrong: ['在高速公路上倒车', '倒车时不观察后方'],
  },
  {
    scene: '遇到前方道路施工',
    right: ['按照指示标志绕行', '减速慢行注意施工人员'],
    wrong: ['驶入施工区域抄近路', '加速通过施工路段'],
  },
];

const WORK: Situation[] = [
  {
    scene: '出车前检查车辆',
    right: ['检查轮胎气压和制动性能', '确认灯光和安全设施齐全'],
    wrong: ['省略检查以节约时间', '带病车辆上路运营'],
  },
  {
    scene: '车辆发生火灾',
    right: ['立即停车并疏散人员', '使用灭火器从上风方向灭火'],
    wrong: ['打开车门让风助燃', '先抢救车上货物'],
  },
  {
    scene: '运营中遇到乘客突发疾病',
    right: ['就近停车并拨打120', '在专业人员到达前给予必要帮助'],
    wrong: ['继续按原路线行驶', '让乘客自行下车'],
  },
  {
    scene: '连续驾驶超过4小时',
    right: ['停车休息不少于20分钟', '合理安排行车计划'],
    wrong: ['服用提神药物继续驾驶', '边驾驶边休息'],
  },
  {
    scene: '装载危险货物',
    right: ['按规定配备押运人员', '车辆悬挂危险货物标志'],
    wrong: ['与普通货物混装', '超过核定载质量装载'],
  },
];

export interface BankQuestion {
  type: 1 | 2 | 3;
  question: string;
  options: [string, string, string | null, string | null];
  answer: string;
  explanation: string;
}

/** The eight questions of one situation. */
function asked({ scene, right, wrong }: Situation): BankQuestion[] {
  const why = `${scene}时，应当${right.join('，')}；不得${wrong.join('或')}。`;
  return [
    {
      type: 1,
      question: `${scene}时，正确的做法是什么？`,
      options: [wrong[0], right[0], wrong[1], '无需采取措施'],
      answer: 'B',
      explanation: why,
    },
    {
      type: 1,
      question: `${scene}时，驾驶人应当怎样做？`,
      options: [right[1], wrong[0], wrong[1], '保持原速行驶'],
      answer: 'A',
      explanation: why,
    },
    {
      type: 1,
      question: `${scene}时，以下哪种做法最安全？`,
      options: [wrong[1], '随意处置', right[0], wrong[0]],
      answer: 'C',
      explanation: why,
    },
    {
      type: 3,
      question: `${scene}时，应当${right[0]}。`,
      options: ['正确', '错误', null, null],
      answer: 'A',
      explanation: why,
    },
    {
      type: 3,
      question: `${scene}时，可以${wrong[0]}。`,
      options: ['正确', '错误', null, null],
      answer: 'B',
      explanation: why,
    },
    {
      type: 2,
      question: `${scene}时，以下哪些做法是正确的？`,
      options: [right[0], wrong[0], right[1], wrong[1]],
      answer: 'AC',
      explanation: why,
    },
    {
      type: 2,
      question: `${scene}时，驾驶人应当注意哪些事项？`,
      options: [wrong[1], right[1], wrong[0], right[0]],
      answer: 'BD',
      explanation: why,
    },
    {
      type: 3,
      question: `${scene}时，${wrong[1]}是违法或危险的行为。`,
      options: ['正确', '错误', null, null],
      answer: 'A',
      explanation: why,
    },
  ];
}

/** The bank of a tree: the road situations for licence subjects, the work ones for the rest. */
export function bankOf(licence: boolean): BankQuestion[] {
  return (licence ? ROAD : WORK).flatMap(asked);
}
