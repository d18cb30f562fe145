import { describe, expect, it } from 'vitest';
import { delegationCovers, delegationFormSchema, matchRoute, STAFF_NOTICES, TASK_PATHS, validateDelegation } from '../src/index';

describe('delegation rules', () => {
  const today = '2026-06-10';
  it('lists every missing field at once', () => {
    expect(validateDelegation({}, 7, today)).toEqual(['Please select a substitute', 'Start date is empty', 'End date is empty']);
  });
  it('refuses delegating to oneself, an end before the start and a range already over', () => {
    expect(validateDelegation({ substituteUserId: 7, startDate: '2026-06-10', endDate: '2026-06-09' }, 7, today)).toEqual([
      'You cannot delegate your tasks to yourself',
      'End date cannot be before start date',
    ]);
    expect(validateDelegation({ substituteUserId: 8, startDate: '2026-06-01', endDate: '2026-06-09' }, 7, today)).toEqual(['End date cannot be in the past']);
    expect(validateDelegation({ substituteUserId: 8, startDate: '2026-06-01', endDate: '2026-06-10' }, 7, today)).toEqual([]);
  });
  it('covers both ends of its range', () => {
    const d = { startDate: '2026-06-01', endDate: '2026-06-10' };
    expect([delegationCovers(d, '2026-06-01'), delegationCovers(d, '2026-06-10'), delegationCovers(d, '2026-06-11')]).toEqual([true, true, false]);
  });
  it('refuses impossible dates and unknown fields', () => {
    expect(delegationFormSchema.safeParse({ startDate: '2026-13-01' }).success).toBe(false);
    expect(delegationFormSchema.safeParse({ userId: 1 }).success).toBe(false);
  });
  it('has routes of its own in the table, the delegation page not read as a task id', () => {
    expect(matchRoute(TASK_PATHS.list)?.title).toBe('Tasks');
    expect(matchRoute(TASK_PATHS.delegation)?.title).toBe('Delegate Tasks');
    expect(matchRoute(TASK_PATHS.task(5))?.title).toBe('Task');
  });
});

describe('staff notices', () => {
  it('tell the recommender, finance and a proxy invoice author what to do, naming the invoice', () => {
    expect(STAFF_NOTICES.SEND_TO_RECOMMENDER('SJA/NP/1', 'PT Sinar Jaya Abadi')).toEqual({
      title: 'Invoice SJA/NP/1 waits for your recommendation',
      body: 'PT Sinar Jaya Abadi: approve or reject it in your tasks.',
    });
    expect(STAFF_NOTICES.RECOMMEND('SJA/NP/1', 'PT Sinar Jaya Abadi').title).toBe('Invoice SJA/NP/1 was approved by the recommender');
    expect(STAFF_NOTICES.DECLINE('MB/PX/2', 'Lampiran kurang')).toEqual({
      title: 'Invoice MB/PX/2 was rejected',
      body: 'Reason: Lampiran kurang. Correct it and submit it again.',
    });
  });
});
