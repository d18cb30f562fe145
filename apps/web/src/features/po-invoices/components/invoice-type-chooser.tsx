import { useState } from 'react';
import { Button, Card, Flex, Form, Select, Typography } from 'antd';
import { useNavigate } from 'react-router';

const TYPES = [
  { value: 'PO', label: 'Invoice With PO' },
  { value: 'NONPO', label: 'Invoice Non PO' },
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
      <Typography.Paragraph type="secondary">Choose the kind of invoice to create.</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void navigate(invoiceTypeTarget(type))}>
        <Form.Item label="Invoice Type" htmlFor="invoice-type">
          <Select id="invoice-type" aria-label="Invoice Type" value={type} allowClear placeholder="- Select Type -" options={TYPES} onChange={setType} />
        </Form.Item>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit">
            Select
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
