import type { ReactNode } from 'react';
import { Button, Card, Col, ConfigProvider, Form, Row, type FormInstance } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { Icon } from '../icon';
import { t } from '../../i18n';

type Props<F> = {
  /** Only when the page reads a filter as it changes (`Form.useWatch`); else the card makes its own. */
  form?: FormInstance<F>;
  initialValues: F;
  onSearch: (filters: F) => void;
  onValuesChange?: (changed: Partial<F>, all: F) => void;
  searchDisabled?: boolean;
  /** Above the filters (e.g. the vendor's name on the invoice list). */
  heading?: ReactNode;
  /** The filters: `<Col>`s holding `<Form.Item name=…>`s. */
  children: ReactNode;
};

const FILTER_THEME = { components: { Form: { itemMarginBottom: 0 } } };

/** The filter card of a list page: an antd form whose Search (or Enter in a field) runs `onSearch`. */
export function FilterCard<F extends object>({ form, initialValues, onSearch, onValuesChange, searchDisabled, heading, children }: Props<F>) {
  return (
    <Card size="small">
      {heading}
      {/* Fields in one row need no space below them; the row's gutter spaces them when they wrap. */}
      <ConfigProvider theme={FILTER_THEME}>
        <Form<F> form={form} layout="vertical" initialValues={initialValues} onFinish={onSearch} onValuesChange={onValuesChange}>
          <Row gutter={[16, 12]} align="bottom">
            {children}
            <Col xs={24} md={4}>
              <Form.Item>
                <Button type="primary" htmlType="submit" icon={<Icon of={SearchOutlined} />} disabled={searchDisabled}>
                  {t('filters.search')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </ConfigProvider>
    </Card>
  );
}
