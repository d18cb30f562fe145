import { describe, expect, it } from 'vitest';
import { WORK_QUEUE_KEYS, WORK_QUEUE_LABELS, WORK_QUEUE_MESSAGES, WORK_QUEUES_BY_ROLE, listFilteredByStatus } from '../src/work-queue';

describe('work queues', () => {
  it('names every queue in words and gives each role its own', () => {
    expect(Object.keys(WORK_QUEUE_LABELS).sort()).toEqual([...WORK_QUEUE_KEYS].sort());
    expect(WORK_QUEUES_BY_ROLE.VENDOR).toEqual(['rejectedToFix', 'drafts']);
    expect(WORK_QUEUES_BY_ROLE.PIC).toEqual(['toReview', 'proxyDrafts', 'tasks', 'delegations']);
    expect(WORK_QUEUE_LABELS.toComplete).toBe('PO invoices to complete');
    expect(WORK_QUEUE_MESSAGES).toEqual({ title: 'Waiting for you', nothing: 'Nothing is waiting for you.' });
  });

  it('links a list filtered by status', () => {
    expect(listFilteredByStatus('/invoice/list', 'REJECTED')).toBe('/invoice/list?status=REJECTED');
  });
});
