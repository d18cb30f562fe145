import type { ListExpectedPayment } from '@faktura/domain';
import { formatDate } from '../lib/format';
import { paymentTexts } from '../lib/payment-texts';
import { t } from '../i18n/translate';
import { Amount } from './amount';

/**
 * An invoice list's "Expected payment" cell: when the buyer is expected to pay an approved invoice
 * (its payment run), or when it paid, with the amount; '-' before approval. One cell for the
 * supplier's, finance's and the PIC's lists, so they read alike.
 */
export function ExpectedPaymentCell({ value }: { value: ListExpectedPayment | null | undefined }) {
  if (!value) return '-';
  return (
    <span>
      {value.state === 'PAID' ? paymentTexts.listPaidOn(value.date) : formatDate(value.date)}
      <br />
      <span style={{ color: '#595959', fontSize: 12 }}>
        <Amount value={value.amount} currency={value.currency} />
      </span>
    </span>
  );
}

/** The column itself, for any list whose rows carry `expectedPayment`. */
export const expectedPaymentColumn = {
  // Read when the table draws, so the heading follows the chosen language.
  get title() {
    return t('expectedPayments.column');
  },
  dataIndex: 'expectedPayment',
  width: 170,
  render: (value: ListExpectedPayment | null | undefined) => <ExpectedPaymentCell value={value} />,
};
