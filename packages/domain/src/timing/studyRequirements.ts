import { categoryRange } from '../categories';

/**
 * Study hours the regulator requires per subject before the exam (教学大纲 theory hours),
 * in minutes: 科目一 and 科目四 of a driving licence, the theory (科目一) and the
 * practical/online part (科目四) of a qualification, continuing education, pre-job and
 * safety training. A student has reached the requirement when the valid minutes reach it.
 */
const REQUIRED_HOURS: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  licence: { 1: 12, 4: 10 },
  qualification: { 1: 24, 4: 12 },
  continuing: { 1: 16, 4: 8 },
  preJob: { 1: 20, 4: 10 },
  safety: { 1: 24, 4: 8 },
};

/** Motorcycles (8) need fewer theory hours: 科目一 10, 科目四 4. */
const MOTOR_HOURS: Readonly<Record<number, number>> = { 1: 10, 4: 4 };

export function requiredStudyMinutes(carType: number, subject: number): number {
  const hours = carType === 8 ? MOTOR_HOURS : REQUIRED_HOURS[categoryRange(carType)];
  return (hours[subject] ?? 0) * 60;
}
