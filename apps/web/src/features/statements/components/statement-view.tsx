import { Card, Descriptions, Flex, Table, Typography } from 'antd';
import { STATEMENT_LABELS, type StatementView as Statement } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { formatDate } from '../../../lib/format';

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
    { key: 'opening', date: s.from, type: STATEMENT_LABELS.opening, reference: '', dueDate: null, debit: '', credit: '', balance: c.opening, total: true },
    ...c.rows.map((r, i) => ({ key: `row-${i}`, ...r })),
    {
      key: 'closing',
      date: s.to,
      type: STATEMENT_LABELS.closing,
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
    <Card title={`${c.currency}`} size="small" aria-label={`Statement in ${c.currency}`}>
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'opening', label: STATEMENT_LABELS.opening, children: <span data-testid={id('opening')}>{<Amount value={c.opening} strong />}</span> },
            { key: 'debits', label: 'Debits (invoices)', children: <span data-testid={id('debits')}>{<Amount value={c.debits} />}</span> },
            { key: 'credits', label: 'Credits (debit notes, payments)', children: <span data-testid={id('credits')}>{<Amount value={c.credits} />}</span> },
            { key: 'closing', label: STATEMENT_LABELS.closing, children: <span data-testid={id('closing')}>{<Amount value={c.closing} strong />}</span> },
            { key: 'open', label: STATEMENT_LABELS.openTotal, children: <span data-testid={id('open-total')}>{<Amount value={c.openTotal} />}</span> },
          ]}
        />
        <Table<Line>
          size="small"
          bordered
          rowKey="key"
          pagination={false}
          scroll={{ x: 1000 }}
          data-testid={id('lines')}
          dataSource={linesOf(statement, c)}
          onRow={(line) => ({ style: line.total ? { fontWeight: 600, background: '#f3f5f7' } : undefined })}
          columns={[
            { title: 'Date', dataIndex: 'date', width: 120, render: (v: string) => formatDate(v) },
            { title: 'Type', dataIndex: 'type', width: 140 },
            { title: 'Number / Reference', dataIndex: 'reference' },
            { title: 'Due Date', dataIndex: 'dueDate', width: 120, render: (v: string | null) => formatDate(v) },
            { title: 'Debit', dataIndex: 'debit', ...right, render: money },
            { title: 'Credit', dataIndex: 'credit', ...right, render: money },
            { title: 'Balance', dataIndex: 'balance', ...right, render: money },
          ]}
        />
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }} id={id('ageing-title')}>
            {STATEMENT_LABELS.ageing} as of {formatDate(statement.asOf)}
          </Typography.Title>
          <Table
            size="small"
            bordered
            rowKey="key"
            pagination={false}
            aria-labelledby={id('ageing-title')}
            data-testid={id('ageing')}
            style={{ maxWidth: 480 }}
            dataSource={[...c.ageing, { key: 'total', label: STATEMENT_LABELS.openTotal, amount: c.openTotal }]}
            onRow={(b) => ({ style: b.key === 'total' ? { fontWeight: 600, background: '#f3f5f7' } : undefined })}
            columns={[
              { title: 'Bucket', dataIndex: 'label' },
              { title: 'Amount', dataIndex: 'amount', align: 'right', width: 200, render: (v: string, b) => <Amount value={v} strong={b.key === 'total'} /> },
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
          { key: 'supplier', label: 'Supplier', children: <span data-testid="statement-supplier">{`${statement.supplierName} (${statement.vendorId})`}</span> },
          {
            key: 'period',
            label: 'Period',
            children: <span data-testid="statement-period">{`${formatDate(statement.from)} to ${formatDate(statement.to)}`}</span>,
          },
          { key: 'asOf', label: 'Ageing as of', children: formatDate(statement.asOf) },
        ]}
      />
      {statement.currencies.map((c) => (
        <CurrencyStatement key={c.currency} statement={statement} currency={c} />
      ))}
    </Flex>
  );
}
