import { useState } from 'react';
import { Button, Flex, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { CarOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NON_PO_LIMITS, addLineProblem, isTravelDetail, type NonPoFormOptions, type TaxCodeOption } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { AmountInput } from '../../../components/amount-input';
import { Icon } from '../../../components/icon';
import { KEYBOARD_SCROLLABLE } from '../../../components/list-page';
import { usePhone } from '../../../lib/use-phone';
import { useT } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';
import type { OptionsScope } from '../api/keys';
import { AccountSelect } from './account-select';
import { emptyLine, type LineRow } from './form-state';
import { TravelOrderModal } from './travel-order-modal';

type Props = {
  lines: LineRow[];
  /**
   * Called with a change to apply to the lines as the form holds them when the event comes: the
   * `lines` drawn may be a render behind (a field committed on Tab, then the next typed at once).
   */
  onChange: (update: (lines: LineRow[]) => LineRow[]) => void;
  categoryId: number | null;
  options: NonPoFormOptions | undefined;
  vatCodes: readonly TaxCodeOption[];
  /** Each line's PPN as the totals compute it, in line order. */
  lineTaxes: readonly string[];
  scope: OptionsScope | null;
  debounceMs: number;
  readOnly: boolean;
};

const taxOptions = (codes: readonly TaxCodeOption[]) => codes.map((c) => ({ value: c.code, label: c.code }));

/** Lines of the non-PO form: Detail Category + Add Line, then each line's description, amount, VAT, WHT, account and remarks. */
export function NonPoLines({ lines, onChange, categoryId, options, vatCodes, lineTaxes, scope, debounceMs, readOnly }: Props) {
  const phone = usePhone();
  const t = useT();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [travelFor, setTravelFor] = useState<string | null>(null);
  const category = options?.categories.find((c) => c.id === categoryId);
  const detailName = new Map(options?.categories.flatMap((c) => c.details.map((d) => [d.id, d.name] as const)) ?? []);
  const change = (key: string, patch: Partial<LineRow>) => onChange((current) => current.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const addLine = () => {
    // A category first, and every line of one category (both are alerts in the legacy screen).
    const problem = addLineProblem(
      categoryId,
      lines.map((l) => l.categoryId),
    );
    if (problem) return window.alert(translateMessage(problem));
    const detail = category?.details.find((d) => d.id === detailId) ?? category?.details[0];
    if (!category || !detail) return;
    onChange((current) => [...current, emptyLine(category.id, detail)]);
  };

  const lead: TableColumnsType<LineRow> = [
    { title: t('nonPoLines.no'), key: 'no', width: 48, render: (_v, _l, i) => i + 1 },
    {
      title: t('nonPoLines.detailCategory'),
      key: 'detail',
      width: 170,
      render: (_v, l) => (l.categoryDetailId ? detailName.get(l.categoryDetailId) : '') ?? '',
    },
  ];
  const ppn: TableColumnsType<LineRow> = [
    { title: t('nonPoLines.ppn'), key: 'ppn', width: 120, align: 'right', render: (_v, _l, i) => <Amount value={lineTaxes[i] ?? '0'} /> },
  ];
  // A line that cannot change reads as text: disabled inputs squeeze and grey out what the user came to read.
  const readColumns: TableColumnsType<LineRow> = [
    ...lead,
    { title: t('nonPoLines.description'), dataIndex: 'description' },
    { title: t('nonPoLines.amount'), key: 'amount', align: 'right', render: (_v, l) => <Amount value={l.amount} /> },
    { title: t('nonPoLines.vat'), dataIndex: 'vatCode' },
    { title: t('nonPoLines.wht'), dataIndex: 'whtCode' },
    { title: t('nonPoLines.account'), dataIndex: 'coaLabel' },
    { title: t('nonPoLines.remarks'), dataIndex: 'remarks' },
    ...ppn,
  ];
  const editColumns: TableColumnsType<LineRow> = [
    ...lead,
    {
      title: t('nonPoLines.description'),
      key: 'description',
      width: 220,
      render: (_v, l, i) => (
        <Input
          aria-label={t('nonPoLines.lineDescription', { n: i + 1 })}
          value={l.description}
          maxLength={NON_PO_LIMITS.lineDescription}
          onChange={(e) => change(l.key, { description: e.target.value })}
        />
      ),
    },
    {
      title: t('nonPoLines.amount'),
      key: 'amount',
      width: 160,
      render: (_v, l, i) => (
        <AmountInput
          aria-label={t('nonPoLines.lineAmount', { n: i + 1 })}
          value={l.amount}
          onChange={(v) => change(l.key, { amount: v })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: t('nonPoLines.vat'),
      key: 'vat',
      width: 130,
      render: (_v, l, i) => (
        <Select
          aria-label={t('nonPoLines.lineVat', { n: i + 1 })}
          allowClear
          value={l.vatCode ?? undefined}
          options={taxOptions(vatCodes)}
          onChange={(v?: string) => change(l.key, { vatCode: v ?? null })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: t('nonPoLines.wht'),
      key: 'wht',
      width: 140,
      render: (_v, l, i) => (
        <Select
          aria-label={t('nonPoLines.lineWht', { n: i + 1 })}
          allowClear
          value={l.whtCode ?? undefined}
          options={taxOptions(options?.whtCodes ?? [])}
          onChange={(v?: string) => change(l.key, { whtCode: v ?? null })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: t('nonPoLines.account'),
      key: 'account',
      width: 260,
      render: (_v, l, i) => (
        <AccountSelect
          label={t('nonPoLines.lineAccount', { n: i + 1 })}
          scope={scope}
          debounceMs={debounceMs}
          value={l.coaId}
          valueLabel={l.coaLabel}
          onChange={(coaId, coaLabel) => change(l.key, { coaId, coaLabel })}
        />
      ),
    },
    {
      title: t('nonPoLines.remarks'),
      key: 'remarks',
      width: 240,
      render: (_v, l, i) =>
        // Travel mode (detail "Jasa Inklaring"): the remarks name a travel order picked from the list.
        isTravelDetail(l.categoryDetailId ? detailName.get(l.categoryDetailId) : null) ? (
          <Space.Compact style={{ width: '100%' }}>
            <Input aria-label={t('nonPoLines.lineRemarks', { n: i + 1 })} value={l.remarks} readOnly />
            <Button aria-label={t('nonPoLines.lineTravelOrder', { n: i + 1 })} icon={<Icon of={CarOutlined} />} onClick={() => setTravelFor(l.key)} />
          </Space.Compact>
        ) : (
          <Input
            aria-label={t('nonPoLines.lineRemarks', { n: i + 1 })}
            value={l.remarks}
            maxLength={NON_PO_LIMITS.remarks}
            onChange={(e) => change(l.key, { remarks: e.target.value })}
          />
        ),
    },
    ...ppn,
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_v, l, i) => (
        <Button
          type="text"
          danger
          aria-label={t('nonPoLines.removeLine', { n: i + 1 })}
          icon={<Icon of={DeleteOutlined} />}
          onClick={() => onChange((current) => current.filter((x) => x.key !== l.key))}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={10}>
      {readOnly ? null : (
        <Flex gap={8} wrap>
          <Select
            id="np-detail-category"
            aria-label={t('nonPoLines.detailCategory')}
            placeholder={t('nonPoLines.selectDetailCategory')}
            value={detailId ?? undefined}
            onChange={(v?: number) => setDetailId(v ?? null)}
            options={category?.details.map((d) => ({ value: d.id, label: d.name }))}
            style={{ minWidth: 240 }}
          />
          <Button icon={<Icon of={PlusOutlined} />} onClick={addLine}>
            {t('nonPoLines.addLine')}
          </Button>
        </Flex>
      )}
      <Table<LineRow>
        size="small"
        rowKey="key"
        columns={readOnly ? readColumns : editColumns}
        dataSource={lines}
        pagination={false}
        // Scrolls only while editable rows are in it: a scroll region without focusable content cannot be scrolled by keyboard.
        scroll={!readOnly && lines.length ? { x: 1500 } : phone ? { x: 'max-content' } : undefined}
        // On a phone even the empty table is wider than the screen: it scrolls in place, and takes focus to be scrolled by keyboard.
        components={phone ? KEYBOARD_SCROLLABLE : undefined}
        locale={{ emptyText: t('nonPoLines.empty') }}
      />
      <TravelOrderModal
        scope={travelFor ? scope : null}
        onPick={(remarks) => {
          if (travelFor) change(travelFor, { remarks });
          setTravelFor(null);
        }}
        onClose={() => setTravelFor(null)}
      />
    </Flex>
  );
}
