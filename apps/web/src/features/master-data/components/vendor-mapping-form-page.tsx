import { Card, Col, Form, Input, Row, Select } from 'antd';
import { VENDOR_MAPPING_MESSAGES as MSG, validateVendorMapping, type CompanyOption, type VendorMapping, type VendorMappingForm } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { SupplierSelect } from '../../../components/supplier-select';
import { useSession } from '../../../lib/session';
import { useDeleteVendorMapping } from '../api/delete-vendor-mapping';
import { useVendorMapping } from '../api/get-vendor-mapping';
import { useVendorMappingOptions, useVendorSites } from '../api/get-vendor-mapping-options';
import { useSaveVendorMapping } from '../api/save-vendor-mapping';
import { MasterForm, MasterRecordPage, useMasterForm } from './master-form';
import { t } from '../../../i18n';

type Values = {
  company: CompanyOption | null;
  categoryId?: number;
  financeUserId?: number;
  recommenderUserId?: number;
  vendorId?: number;
  costCenter?: string;
  vendorSiteId?: number;
};

const LIST_PATH = '/master/vendor';

function toPayload(v: Values): VendorMappingForm {
  return {
    orgId: v.company?.orgId ?? 0,
    instance: v.company?.instance ?? '',
    categoryId: v.categoryId ?? 0,
    financeUserId: v.financeUserId ?? 0,
    recommenderUserId: v.recommenderUserId ?? 0,
    vendorId: v.vendorId ?? 0,
    costCenter: v.costCenter ?? '',
    vendorSiteId: v.vendorSiteId ?? 0,
  };
}

function initialValues(m: VendorMapping | undefined, companies: readonly CompanyOption[], fallback: CompanyOption | null): Values {
  if (!m) return { company: fallback };
  const company = companies.find((c) => c.orgId === m.orgId && c.instance === m.instance) ?? {
    orgId: m.orgId,
    instance: m.instance,
    name: m.company,
    vendorId: null,
    email: null,
  };
  const { categoryId, financeUserId, recommenderUserId, vendorId, costCenter, vendorSiteId } = m;
  return {
    company,
    categoryId,
    financeUserId: financeUserId ?? undefined,
    recommenderUserId: recommenderUserId ?? undefined,
    vendorId,
    costCenter: costCenter ?? undefined,
    vendorSiteId: vendorSiteId ?? undefined,
  };
}

/** `/#/master/vendor/:mapingId` (0 adds one): who handles a vendor's invoices of a category. */
export function VendorMappingFormPage() {
  const session = useSession();
  return (
    <MasterRecordPage param="mapingId" useRecord={useVendorMapping} listPath={LIST_PATH}>
      {(id, mapping) => <MappingForm id={id} mapping={mapping} initial={initialValues(mapping, session?.companies ?? [], session?.user.company ?? null)} />}
    </MasterRecordPage>
  );
}

function MappingForm({ id, mapping, initial }: { id: number; mapping?: VendorMapping; initial: Values }) {
  const session = useSession();
  const m = useMasterForm({
    id,
    listPath: LIST_PATH,
    messages: MSG,
    toPayload,
    validate: validateVendorMapping,
    save: useSaveVendorMapping(id),
    remove: useDeleteVendorMapping(id),
  });
  const { form } = m;
  const company = Form.useWatch('company', form) ?? initial.company;
  const vendorId = Form.useWatch('vendorId', form) ?? initial.vendorId;
  const options = useVendorMappingOptions(company);
  const sites = useVendorSites(company, vendorId);
  const o = options.data;
  const users = (list: Array<{ userId: number; username: string; description: string }> = []) =>
    list.map((u) => ({ value: u.userId, label: u.description ? `${u.username} (${u.description})` : u.username }));
  // Choices depend on the company; a vendor's sites on the vendor: picking again clears what no longer fits.
  const onValuesChange = (changed: Partial<Values>) => {
    if ('company' in changed) form.setFieldsValue({ categoryId: undefined, costCenter: undefined, vendorId: undefined, vendorSiteId: undefined });
    if ('vendorId' in changed) form.setFieldsValue({ vendorSiteId: undefined });
  };

  return (
    <MasterForm state={m} initial={initial} loadErrors={[options.error, sites.error]} onValuesChange={onValuesChange}>
      <Card title={id ? t('master.vendorMapping.title') : t('master.vendorMapping.newTitle')} size="small">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('master.common.company')} name="company" htmlFor="mapping-company" required>
              <CompanyField id="mapping-company" companies={session?.companies ?? []} fixed={id ? (initial.company ?? null) : null} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('master.common.category')} name="categoryId" htmlFor="mapping-category" required>
              <Select
                id="mapping-category"
                aria-label={t('master.common.category')}
                placeholder={t('master.vendorMapping.selectCategory')}
                loading={options.isFetching}
                options={(o?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('master.vendorMapping.financeUser')} name="financeUserId" htmlFor="mapping-finance" required>
              <Select
                id="mapping-finance"
                aria-label={t('master.vendorMapping.financeUser')}
                placeholder={t('master.vendorMapping.selectFinanceUser')}
                showSearch={{ optionFilterProp: 'label' }}
                options={users(o?.financeUsers)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('master.vendorMapping.recommender')} name="recommenderUserId" htmlFor="mapping-recommender" required>
              <Select
                id="mapping-recommender"
                aria-label={t('master.vendorMapping.recommender')}
                placeholder={t('master.vendorMapping.selectRecommender')}
                showSearch={{ optionFilterProp: 'label' }}
                options={users(o?.recommenders)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {/* The mapping is the vendor's: another vendor is another mapping, so an existing one shows its vendor fixed. */}
            {id && mapping ? (
              <Form.Item label={t('master.common.vendor')} htmlFor="mapping-vendor" required>
                <Input id="mapping-vendor" value={mapping.vendorName} readOnly variant="filled" />
              </Form.Item>
            ) : (
              <Form.Item label={t('master.common.vendor')} name="vendorId" htmlFor="mapping-vendor" required>
                <SupplierSelect id="mapping-vendor" aria-label={t('master.common.vendor')} instance={company?.instance ?? 'AAM'} orgId={company?.orgId} />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={t('master.common.costCenter')} name="costCenter" htmlFor="mapping-cost-center" required>
              <Select
                id="mapping-cost-center"
                aria-label={t('master.common.costCenter')}
                placeholder={t('master.vendorMapping.selectCostCenter')}
                options={(o?.costCenters ?? []).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={t('master.vendorMapping.vendorSite')} name="vendorSiteId" htmlFor="mapping-site" required>
              <Select
                id="mapping-site"
                aria-label={t('master.vendorMapping.vendorSite')}
                placeholder={t('master.vendorMapping.selectVendorSite')}
                loading={sites.isFetching}
                options={(sites.data?.items ?? []).map((s) => ({ value: s.vendorSiteId, label: s.siteCode }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </MasterForm>
  );
}
