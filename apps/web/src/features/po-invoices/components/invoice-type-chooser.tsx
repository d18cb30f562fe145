import { useState } from 'react';
import { Button, Card, Flex, Form, Select, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../../../i18n';

const types = () => [
  { value: 'PO', label: t('supplier.typeChooser.withPo') },
  { value: 'NONPO', label: t('supplier.typeChooser.nonPo') },
];

/** PO (or anything unknown/empty) goes to the PO form, NONPO to the non-PO form. */
export function invoiceTypeTarget(type: string | undefined): string {
  return type === 'NONPO' ? '/invoice/create-nonpo' : '/invoice/create';
}

/** `/#/invoice/select`: "Invoice With PO" or "Invoice Non PO", then Select. */
export function InvoiceTypeChooser() {
  const navigate = useNavigate();
  const [type, setType] = useState<string | undefined>('PO');
  return (
    <Card style={{ maxWidth: 520 }}>
      <Typography.Paragraph type="secondary">{t('supplier.typeChooser.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void navigate(invoiceTypeTarget(type))}>
        <Form.Item label={t('supplier.typeChooser.invoiceType')} htmlFor="invoice-type">
          <Select
            id="invoice-type"
            aria-label={t('supplier.typeChooser.invoiceType')}
            value={type}
            allowClear
            placeholder={t('supplier.typeChooser.selectType')}
            options={types()}
            onChange={setType}
          />
        </Form.Item>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit">
            {t('supplier.typeChooser.select')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
