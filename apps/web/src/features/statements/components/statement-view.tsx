import { Card, Descriptions, Flex, Table, Typography } from 'antd';
import type { StatementView as Statement } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { formatDate } from '../../../lib/format';
import { t } from '../../../i18n/translate';
import { wideTable } from '../../../components/wide-table';

type Currency = Statement['currencies'][number];

/** A line of the on-screen table: the opening, an entry, or the closing (the same lines as the PDF). */
type Line = {
  key: string;
  date: string;
  type: string;
  reference: string;
  dueDate: string | null;
  debit: string;
  credit: string;
  balance: string;
  total?: boolean;
};

function linesOf(s: Statement, c: Currency): Line[] {
  return [
    {
      key: 'opening',
      date: s.from,
      type: t('reports.statement.opening'),
      reference: '',
      dueDate: null,
      debit: '',
      credit: '',
      balance: c.opening,
      total: true,
    },
    // The entry's type in the chosen language, by its kind (the server's `type` is the English).
    ...c.rows.map((r, i) => ({ key: `row-${i}`, ...r, type: t(`reports.statement.types.${r.kind}`) })),
    {
      key: 'closing',
      date: s.to,
      type: t('reports.statement.closing'),
      reference: '',
      dueDate: null,
      debit: c.debits,
      credit: c.credits,
      balance: c.closing,
      total: true,
    },
  ];
}

const money = (value: string, line: Line) => (value ? <Amount value={value} strong={line.total} /> : null);
const right = { align: 'right' as const, width: 170 };

function CurrencyStatement({ statement, currency: c }: { statement: Statement; currency: Currency }) {
  const id = (what: string) => `statement-${c.currency}-${what}`;
  return (
    <Card title={`${c.currency}`} size="small" aria-label={t('reports.statement.inCurrency', { currency: c.currency })}>
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'opening', label: t('reports.statement.opening'), children: <span data-testid={id('opening')}>{<Amount value={c.opening} strong />}</span> },
            { key: 'debits', label: t('reports.statement.debits'), children: <span data-testid={id('debits')}>{<Amount value={c.debits} />}</span> },
            { key: 'credits', label: t('reports.statement.credits'), children: <span data-testid={id('credits')}>{<Amount value={c.credits} />}</span> },
            { key: 'closing', label: t('reports.statement.closing'), children: <span data-testid={id('closing')}>{<Amount value={c.closing} strong />}</span> },
            { key: 'open', label: t('reports.statement.openTotal'), children: <span data-testid={id('open-total')}>{<Amount value={c.openTotal} />}</span> },
          ]}
        />
        <Table<Line>
          size="small"
          bordered
          rowKey="key"
          pagination={false}
          {...wideTable(1000)}
          data-testid={id('lines')}
          dataSource={linesOf(statement, c)}
          onRow={(line) => ({ style: line.total ? { fontWeight: 600, background: '#f3f5f7' } : undefined })}
          columns={[
            { title: t('reports.statement.date'), dataIndex: 'date', width: 120, render: (v: string) => formatDate(v) },
            { title: t('reports.statement.type'), dataIndex: 'type', width: 140 },
            { title: t('reports.statement.reference'), dataIndex: 'reference' },
            { title: t('reports.statement.dueDate'), dataIndex: 'dueDate', width: 120, render: (v: string | null) => formatDate(v) },
            { title: t('reports.statement.debit'), dataIndex: 'debit', ...right, render: money },
            { title: t('reports.statement.credit'), dataIndex: 'credit', ...right, render: money },
            { title: t('reports.statement.balance'), dataIndex: 'balance', ...right, render: money },
          ]}
        />
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }} id={id('ageing-title')}>
            {t('reports.statement.ageingAsOf', { date: formatDate(statement.asOf) })}
          </Typography.Title>
          <Table
            size="small"
            bordered
            rowKey="key"
            pagination={false}
            aria-labelledby={id('ageing-title')}
            data-testid={id('ageing')}
            style={{ maxWidth: 480 }}
            // Each bucket's label in the chosen language, by its key (the server's `label` is the English).
            dataSource={[
              ...c.ageing.map((b) => ({ ...b, label: t(`reports.statement.buckets.${b.key}`) })),
              { key: 'total', label: t('reports.statement.openTotal'), amount: c.openTotal },
            ]}
            onRow={(b) => ({ style: b.key === 'total' ? { fontWeight: 600, background: '#f3f5f7' } : undefined })}
            columns={[
              { title: t('reports.statement.bucket'), dataIndex: 'label' },
              {
                title: t('reports.statement.amount'),
                dataIndex: 'amount',
                align: 'right',
                width: 200,
                render: (v: string, b) => <Amount value={v} strong={b.key === 'total'} />,
              },
            ]}
          />
        </div>
      </Flex>
    </Card>
  );
}

/** The statement on screen: who and which period, then per currency its balances, every line with the running balance, and the ageing. */
export function StatementView({ statement }: { statement: Statement }) {
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          {
            key: 'supplier',
            label: t('reports.statement.supplier'),
            children: <span data-testid="statement-supplier">{`${statement.supplierName} (${statement.vendorId})`}</span>,
          },
          {
            key: 'period',
            label: t('reports.statement.period'),
            children: (
              <span data-testid="statement-period">
                {t('reports.statement.periodRange', { from: formatDate(statement.from), to: formatDate(statement.to) })}
              </span>
            ),
          },
          { key: 'asOf', label: t('reports.statement.ageingAsOfLabel'), children: formatDate(statement.asOf) },
        ]}
      />
      {statement.currencies.map((c) => (
        <CurrencyStatement key={c.currency} statement={statement} currency={c} />
      ))}
    </Flex>
  );
}
