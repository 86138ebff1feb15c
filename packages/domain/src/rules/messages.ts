/**
 * Every validation message of the console, in one place. The texts marked "spec" are copied
 * from spec section 5 and must not change (users and tests compare them verbatim); the others
 * were written for rules the spec lists without a message, in the same style.
 */
export const MESSAGES = {
  // spec
  required: '该输入项为必填项!',
  notAllSpaces: '输入项不能全为空格!',
  maxLength: (n: number) => `最多输入${n}个字符!`,
  lengthRange: (n: number, m: number) => `字符长度在${n}至${m}之间!`,
  password: '请输入6-16位由数字,字母组合的密码',
  decimal: '请输入0-1000000之间的数字',
  qq: '您输入的QQ号不正确!',
  mobile: '您输入的手机号不正确!',
  phoneOrLandline: '请输入11位手机号码或座机号码',
  noSymbols: '含有非法字符(只能输入字母、汉字、数字)!',
  noSpecialChars: '不能包含特殊字符!',
  noSpaces: '不能包含空格',
  idCard: '身份证号输入错误!',
  version: '请输入正确的版本格式,列如:3.0.0',
  url: '请输入正确网址',
  email: '请输入正确的邮箱地址',
  bankCard: '银行卡输入错误!',
  rangeMissing: '请输入范围!',
  rangeNotPositive: '只能输入正数字!',
  rangeOrder: '最小值不能大于最大值!',
  dateRequired: '请选择时间!',
  atLeastOne: '请至少选择一个',
  regionCity: '请选择市!',

  // written for rules the spec names without a message
  idCardCheckChar: '身份证号校验位不符，请核对（仍可保存）',
  bigDecimal: '请输入0.01-999999999.99之间的数字,最多两位小数',
  positiveInt: '请输入1-99999999之间的整数',
  intBetween: (min: number, max: number) => `请输入${min}-${max}之间的整数`,
  intAtLeast: (min: number) => `请输入不小于${min}的整数`,
  intAtMost: (max: number) => `请输入不大于${max}的整数`,
  integer: '只能输入整数',
  rent: '请输入10-9999.99之间的数字,最多两位小数',
  number0_01to999: '请输入0.01-999之间的数字,最多两位小数',
  money4: '请输入0-9999.99之间的数字,最多两位小数',
  discountRate: '请输入0.1-9.9之间的折扣，最多1位小数',
  percentage: '请输入0-100之间的数字,最多四位小数',
  amount: '请输入正确的金额,最多两位小数',
  chineseOnly: '只能输入汉字',
  chineseOrLetters: '只能输入汉字或字母',
  lettersOrDigits: '只能输入字母或数字',
  lettersDigitsBrackets: '只能输入字母、数字或英文括号',
  courseNo: '请输入10位数字的课程编号',
  digitsOnly: '只能输入数字',
  positiveOnly: '只能输入正数',
  hasSpecialSymbol: '必须包含@#$%^&*中的至少一个字符',
} as const;
