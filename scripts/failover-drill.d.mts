/** What is missing for the failover drill to run ([] when nothing is). */
export function missingEngines(): string[];
export const GOAL_RESUME_S: number;
