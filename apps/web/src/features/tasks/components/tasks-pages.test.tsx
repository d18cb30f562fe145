import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Delegation, Task, TaskDetail } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { DelegationPage } from './delegation-page';
import { TaskPage } from './task-page';
import { TasksPage } from './tasks-page';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

const TASK: Task = {
  invoiceId: 11,
  kind: 'PROXY',
  invoiceNo: 'SJA/PX/2026/0011',
  invoiceDate: '2026-11-10',
  vendorName: 'PT Sinar Jaya Abadi',
  company: 'PT Agro Abadi Makmur',
  currencyCode: 'IDR',
  totalAmount: '1620000.00',
  sentAt: '2026-11-20T08:00:00.000Z',
  onBehalfOf: 'budi',
};

const DETAIL: TaskDetail = {
  ...TASK,
  onBehalfOf: null,
  status: 'APPROVED',
  revision: 4,
  description: 'Sewa kendaraan',
  taxNo: null,
  taxDate: null,
  glDate: '2026-11-10',
  invoiceAmount: '1500000.00',
  taxAmount: '120000.00',
  categoryName: 'Sewa',
  bankAccount: 'BCA 123',
  paymentMethod: 'EFT',
  term: '30 days',
  chargeAccount: '',
  supplierSite: '',
  costCenter: '',
  referenceNumber: '',
  reason: null,
  lines: [],
  attachments: [],
};

const DELEGATION: Delegation = { id: 3, delegator: 'me', substitute: 'Siti', startDate: '2026-11-20', endDate: '2026-11-30', active: true };

describe('tasks list', () => {
  it('counts the tasks and names the delegator, in English', async () => {
    mockFetch(on('GET', '/api/tasks', { items: [TASK], total: 1 }));
    renderWithProviders(<TasksPage />);
    expect(await screen.findByText('1 tasks')).toBeTruthy();
    expect(screen.getByText('delegated by budi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delegate my tasks' })).toBeTruthy();
  });

  it('does so in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    mockFetch(on('GET', '/api/tasks', { items: [TASK], total: 1 }));
    renderWithProviders(<TasksPage />);
    expect(await screen.findByText('1 tugas')).toBeTruthy();
    expect(screen.getByText('didelegasikan oleh budi')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Nomor Faktur' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Dikirim' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delegasikan tugas saya' })).toBeTruthy();
  });
});

describe('one task', () => {
  const page = (
    <Routes>
      <Route path="/tasks/:invoiceId" element={<TaskPage />} />
    </Routes>
  );

  it('shows the invoice as the PIC sent it, in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    mockFetch(on('GET', '/api/tasks/11', DETAIL));
    renderWithProviders(page, '/tasks/11');
    expect(await screen.findByText('Faktur Proxy SJA/PX/2026/0011')).toBeTruthy();
    expect(screen.getByText('Tugas milik')).toBeTruthy();
    expect(screen.getByText('Rekening Bank')).toBeTruthy();
    expect(screen.getByText('Tidak ada berkas terlampir')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeTruthy();
  });

  it('says when the task is not there, in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    mockFetch(on('GET', '/api/tasks/12', { code: 'NOT_FOUND', messages: ['Task not found'] }, 404));
    renderWithProviders(page, '/tasks/12');
    expect(await screen.findByText('Tugas tidak ditemukan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Tugas' })).toBeTruthy();
  });
});

describe('delegation', () => {
  const answer = () => mockFetch(on('GET', '/api/tasks/delegations', { given: [DELEGATION], received: [], substitutes: [{ id: 9, label: 'Siti' }] }));

  it('lists my delegations in English', async () => {
    answer();
    renderWithProviders(<DelegationPage />);
    expect(await screen.findByText('Active today')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete delegation to Siti' })).toBeTruthy();
    expect(screen.getByText('Nobody has delegated tasks to you')).toBeTruthy();
  });

  it('draws the form and both lists in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    answer();
    renderWithProviders(<DelegationPage />);
    expect(await screen.findByText('Berlaku hari ini')).toBeTruthy();
    expect(screen.getByText('Delegasikan tugas saya')).toBeTruthy();
    expect(screen.getByText('Delegasi saya')).toBeTruthy();
    expect(screen.getByText('Tidak ada yang mendelegasikan tugas kepada Anda')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus delegasi kepada Siti' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kembali ke Tugas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
    expect(screen.getAllByText('Tanggal Mulai').length).toBeGreaterThan(0);
  });
});
