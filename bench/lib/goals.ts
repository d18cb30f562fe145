import os from 'node:os';

/**
 * One performance goal as every bench prints it: the figure, the anchor measured in the same run
 * (the fastest way to the same answer: indexed SQL, a bare library, a blank page), their ratio,
 * and the machine's load while it was measured, so a figure from a busy machine reads as such.
 */
export type Goal = {
  /** What is measured, e.g. "Find by batch number, p95 at 1 connection". */
  name: string;
  figure: number;
  anchor?: number;
  unit: string;
  /** The goal as a sentence, e.g. "≤ 20 ms and ≤ 2× anchor". */
  target: string;
  met: boolean;
  /** The 1-minute load average while measured (defaults to now). */
  load?: number;
};

const goals: Goal[] = [];

export function reportGoal(goal: Goal): Goal {
  const recorded = { ...goal, load: goal.load ?? os.loadavg()[0]! };
  goals.push(recorded);
  console.log(formatGoal(recorded));
  return recorded;
}

const num = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));

export function formatGoal(goal: Goal): string {
  const anchor = goal.anchor === undefined ? '—' : `${num(goal.anchor)} ${goal.unit}`;
  const ratio = goal.anchor ? `${(goal.figure / goal.anchor).toFixed(2)}×` : '—';
  return `GOAL ${goal.met ? 'met ' : 'MISS'} | ${goal.name} | ${num(goal.figure)} ${goal.unit} | anchor ${anchor} | ratio ${ratio} | target ${goal.target} | load ${(goal.load ?? 0).toFixed(1)}`;
}

/** Every goal reported so far in this process, for a closing table. */
export function reportedGoals(): readonly Goal[] {
  return goals;
}
